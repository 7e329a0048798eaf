import type { CollectionQuery, GameReward, PackPoolEntry } from '@progression/contracts';
import { useClaimPacks, useRewardPackDraft } from '@progression/api-client';
import { SetStack } from '@progression/card-ui';
import { flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, Button, IconButton, MinusIcon, Muted, PlusIcon, Section, Stack, Text } from '@progression/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  canAddPack,
  canRemovePack,
  changePacks,
  packSelectionError,
  selectedCount,
  selectedPackIds,
  type PackSelection,
} from './pack-selection';
import { PoolSearch, unfiltered } from './PoolSearch';
import { draftsTexts } from '@progression/contracts/texts/drafts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
`;

/** A pack reward: choose `numToSelect` packs from the pool (narrowed by a search), then claim them. */
export function PackClaim({ reward, draftId }: { reward: GameReward; draftId: string }) {
  const [query, setQuery] = useState<CollectionQuery>(unfiltered);
  const [selection, setSelection] = useState<PackSelection>({});
  const draft = useRewardPackDraft(draftId, query);
  // Packs already chosen stay listed when a search leaves them out, so they can still be put back.
  const seen = useRef(new Map<string, PackPoolEntry>());
  const listed = (pool: readonly PackPoolEntry[]) => {
    for (const entry of pool) seen.current.set(entry.cardSet.id, entry);
    const shown = new Set(pool.map((entry) => entry.cardSet.id));
    const chosen = Object.keys(selection).filter((setId) => (selection[setId] ?? 0) > 0 && !shown.has(setId));
    return [...pool, ...chosen.flatMap((setId) => seen.current.get(setId) ?? [])];
  };
  const claim = useClaimPacks(reward);
  return (
    <QueryState query={draft} what={draftsTexts.thePacksYouCanChoose}>
      {(found) => {
        const error = packSelectionError(selection, found.numToSelect);
        return (
          <Section title={draftsTexts.choosePacks(found.numToSelect)} panel>
            <Stack $gap={3}>
              <PoolSearch label={draftsTexts.searchThePacksCards} onChange={setQuery} />
              <Text aria-live="polite">
                {draftsTexts.ofPacksSelected(selectedCount(selection), found.numToSelect)}
              </Text>
              {listed(found.packPool).length === 0 ? (
                <Muted>{draftsTexts.noPacksMatch}</Muted>
              ) : (
                <List aria-label={draftsTexts.packsToChoose}>
                  {listed(found.packPool).map(({ cardSet, week }) => {
                    const quantity = selection[cardSet.id] ?? 0;
                    return (
                      <Row key={cardSet.id} aria-label={cardSet.setName}>
                        <SetStack sets={[cardSet]} scale={0.6} />
                        <Name>
                          <Text weight="semibold">{cardSet.setName}</Text>
                          <Muted>{draftsTexts.setWeek(cardSet.setCode, week)}</Muted>
                        </Name>
                        <IconButton
                          label={draftsTexts.removeAPackOf(cardSet.setName)}
                          disabled={!canRemovePack(selection, cardSet.id)}
                          onClick={() =>
                            setSelection(changePacks(selection, cardSet.id, -1, found.numToSelect))
                          }
                        >
                          <MinusIcon />
                        </IconButton>
                        <Text weight="semibold" aria-label={draftsTexts.packsOf(quantity, cardSet.setName)}>
                          {quantity}
                        </Text>
                        <IconButton
                          label={draftsTexts.addAPackOf(cardSet.setName)}
                          disabled={!canAddPack(selection, found.numToSelect)}
                          onClick={() =>
                            setSelection(changePacks(selection, cardSet.id, 1, found.numToSelect))
                          }
                        >
                          <PlusIcon />
                        </IconButton>
                      </Row>
                    );
                  })}
                </List>
              )}
              {error && <Alert severity="info">{error}</Alert>}
              <div>
                <Button
                  disabled={error !== undefined}
                  loading={claim.isPending}
                  onClick={() =>
                    claim.mutate(
                      { id: found.id, rewardId: found.rewardId, selectedPackIds: selectedPackIds(selection) },
                      { onError: flashFailure },
                    )
                  }
                >
                  {draftsTexts.claimReward}
                </Button>
              </div>
            </Stack>
          </Section>
        );
      }}
    </QueryState>
  );
}
