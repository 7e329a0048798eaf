import { useOpenPacks, useOpenStage } from '@progression/api-client';
import { messages, type DraftStage, type PackDraft } from '@progression/contracts';
import { draftsTexts } from '@progression/contracts/texts/drafts';
import { CardSizeControl, SetStack } from '@progression/card-ui';
import { flashFailure, useCardSize } from '@progression/platform';
import { Alert, Button, Heading, Muted, Stack, Text } from '@progression/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { packPullFacts, type OwnedCopies } from '../pulls/pull-facts';
import { PullSummary } from '../pulls/PullSummary';
import { FlipCard } from './FlipCard';
import { useFlipSequence } from './useFlipSequence';
import { useReducedMotion } from './useReducedMotion';

const Cards = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The pack to show first: the first sealed one (packs opened before were already seen). */
const firstSealed = (stage: DraftStage) =>
  Math.max(
    0,
    stage.draftPacks.findIndex((pack) => pack.status === 'SEALED'),
  );

interface PackOpenerProps {
  draft: PackDraft;
  stage: DraftStage;
  /** The copies owned when the stage's opening began (absent: not read yet, or a demo draft). */
  snapshot?: OwnedCopies;
  /** Packs opened since the copies owned were read, in their order. */
  openedSince: readonly string[];
  /** Called before packs open: resolves once the copies owned before them are known (or given up on). */
  beforeOpening: (packIds: readonly string[]) => Promise<void>;
  /** Called when the player begins opening (so the page keeps the opener until Finish stage). */
  onStarted: () => void;
  /** Finish stage, or Open all packs: the stage's results are next. */
  onFinished: () => void;
  /** The player just pressed Start: the keyboard goes on to Flip cards (not on a page opened here). */
  justStarted?: boolean;
}

/**
 * A stage's packs one at a time: cards face down, Flip cards opens the pack and turns its cards one after
 * another (150 ms apart; at once with reduced motion), then Open next pack or, after the last, Finish
 * stage. Open all packs opens the rest of the stage in one call. Every action is a button.
 */
export function PackOpener({
  draft,
  stage,
  snapshot,
  openedSince,
  beforeOpening,
  onStarted,
  onFinished,
  justStarted = false,
}: PackOpenerProps) {
  const [index, setIndex] = useState(() => firstSealed(stage));
  const [flipWanted, setFlipWanted] = useState(false);
  // Open all packs pressed: the copies owned are being made sure of before the stage opens.
  const [openingAll, setOpeningAll] = useState(false);
  const openPacks = useOpenPacks(draft);
  const openStage = useOpenStage(draft);
  const reducedMotion = useReducedMotion();
  const [size] = useCardSize();
  const flipButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const total = stage.draftPacks.length;
  const pack = stage.draftPacks[Math.min(index, total - 1)];
  const flip = useFlipSequence(pack?.cards.length ?? 0, reducedMotion);
  const { flipAll } = flip;
  const last = index >= total - 1;
  const anySealed = stage.draftPacks.some((candidate) => candidate.status === 'SEALED');

  // Cards turn once the pack is opened and its cards are known.
  useEffect(() => {
    if (flipWanted && pack?.status === 'OPENED' && pack.cards.length > 0) {
      setFlipWanted(false);
      flipAll();
    }
  }, [flipWanted, pack, flipAll]);

  // Keyboard users stay on the action that comes next: Flip cards on a new pack, then Open next pack.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current || justStarted) flipButton.current?.focus();
    // Only on mount and on a new pack: a later change of `justStarted` moves nothing.
  }, [index]);
  useEffect(() => {
    if (flip.done && moved.current) nextButton.current?.focus();
  }, [flip.done]);

  if (!pack) return <Alert severity="error">{messages.errors.currentPackUndefined}</Alert>;

  const flipCards = () => {
    moved.current = true;
    onStarted();
    setFlipWanted(true);
    if (pack.status === 'SEALED')
      void beforeOpening([pack.id]).then(() => openPacks.mutate([pack.id], { onError: flashFailure }));
  };

  const nextPack = () => {
    flip.reset();
    setIndex((current) => current + 1);
  };

  const openAll = () => {
    onStarted();
    const sealed = stage.draftPacks.filter((candidate) => candidate.status === 'SEALED');
    setOpeningAll(true);
    void beforeOpening(sealed.map(({ id }) => id)).then(() => {
      setOpeningAll(false);
      openStage.mutate(stage.id, { onSuccess: onFinished, onError: flashFailure });
    });
  };

  const pulls = packPullFacts(stage, pack.id, snapshot, openedSince);
  const busy = openPacks.isPending || openStage.isPending || openingAll || flip.running || flipWanted;
  return (
    <Stack $gap={4} aria-label={draftsTexts.stagePacks(stage.stage)} role="region">
      <Toolbar>
        <Heading level={3} look={5}>
          {pack.set.setName}
        </Heading>
        <Text weight="semibold" aria-live="polite" aria-label={draftsTexts.packOf(index + 1, total)}>
          {index + 1} / {total}
        </Text>
        <CardSizeControl />
      </Toolbar>
      {pack.cards.length === 0 ? (
        <Stack $direction="row" $align="center" $gap={3}>
          <SetStack sets={[pack.set]} />
          <Muted>{draftsTexts.aSealedPackOf(pack.set.setName)}</Muted>
        </Stack>
      ) : (
        <Cards aria-label={draftsTexts.packCards(index + 1)}>
          {pack.cards.map((setCard, position) => (
            <FlipCard
              key={`${setCard.id}-${position}`}
              setCard={pack.status === 'OPENED' ? setCard : undefined}
              faceUp={position < flip.flipped}
              pull={pulls?.[position]}
              size={size}
            />
          ))}
        </Cards>
      )}
      {flip.done && pack.status === 'OPENED' && (
        <PullSummary title={messages.cards.packSummary(index + 1)} cards={pack.cards} facts={pulls} />
      )}
      <Toolbar>
        {!flip.done && (
          <Button ref={flipButton} onClick={flipCards} loading={busy} disabled={busy}>
            {draftsTexts.flipCards}
          </Button>
        )}
        {flip.done && !last && (
          <Button ref={nextButton} onClick={nextPack}>
            {draftsTexts.openNextPack}
          </Button>
        )}
        {flip.done && last && (
          <Button ref={nextButton} onClick={onFinished}>
            {draftsTexts.finishStage}
          </Button>
        )}
        {anySealed && (
          <Button
            variant="outlined"
            onClick={openAll}
            loading={openStage.isPending || openingAll}
            disabled={busy}
          >
            {draftsTexts.openAllPacks}
          </Button>
        )}
      </Toolbar>
    </Stack>
  );
}
