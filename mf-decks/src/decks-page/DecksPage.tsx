import { useState } from 'react';
import { useParams } from '@progression/router';
import styled from 'styled-components';
import { isGameStarted, maxDecksPerGame, messages, type Deck } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import {
  useCards,
  useCopyDeck,
  useCreateDeck,
  useDecks,
  useDeleteDeck,
  useGame,
  useMyRegistration,
} from '@progression/api-client';
import { flash, flashFailure, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Dialog, DialogClose, Grid, Muted, Page, PlusIcon, Text } from '@progression/ui';
import { DeckTile } from './DeckTile';
import { ImportDeckDialog } from './ImportDeckDialog';
import { RegisterDeckButton } from '../registration/RegisterDeckButton';
import { RegistrationPanel } from '../registration/RegistrationPanel';

const NewDeckTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 180px;
  border: 2px dashed ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Each deck shows this many of its first cards. */
const previewCards = 4;

/** /games/game/{id}/decks: "Your decks", n / 50, New deck, import, and a tile per deck. */
export function DecksPage() {
  const { gameId = '' } = useParams();
  const decks = useDecks(gameId);
  const create = useCreateDeck();
  const copy = useCopyDeck();
  const remove = useDeleteDeck();
  // Registration is for a started game's active week.
  const game = useGame(gameId).data;
  const started = game !== undefined && isGameStarted(game);
  const registration = useMyRegistration(gameId, { enabled: started }).data;
  const [deleting, setDeleting] = useState<Deck | null>(null);
  const list = decks.data ?? [];
  const previews = useCards(
    list.flatMap((deck) => deck.cards.slice(0, previewCards).map((entry) => entry.cardId)),
  );
  const full = list.length >= maxDecksPerGame;
  const open = (deckId: string) =>
    navigate(`/games/game/${encodeURIComponent(gameId)}/decks/${encodeURIComponent(deckId)}`);
  const busy = create.isPending || copy.isPending || remove.isPending;

  const newDeck = async () => {
    try {
      const deck = await create.mutateAsync({ gameId });
      flash.success(messages.decks.deckCreated(deck.name));
      open(deck.id);
    } catch (error) {
      flashFailure(error);
    }
  };
  const copyDeck = async (deck: Deck) => {
    try {
      flash.success(messages.decks.deckCreated((await copy.mutateAsync(deck.id)).name));
    } catch (error) {
      flashFailure(error);
    }
  };
  const deleteDeck = async (deck: Deck) => {
    try {
      await remove.mutateAsync(deck);
      flash.success(messages.decks.deckDeleted(deck.name));
    } catch (error) {
      flashFailure(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Page
      title={decksTexts.yourDecks}
      subtitle={decks.data ? `${list.length} / ${maxDecksPerGame}` : undefined}
      actions={
        <>
          <Button
            variant="outlined"
            onClick={() => navigate(`/games/game/${encodeURIComponent(gameId)}/collection`)}
          >
            {decksTexts.viewCollection}
          </Button>
          <ImportDeckDialog gameId={gameId} onOpen={open} />
        </>
      }
    >
      <QueryState query={decks} what={decksTexts.yourDecksLower}>
        {(found) => (
          <>
            {registration && <RegistrationPanel gameId={gameId} state={registration} />}
            {found.length === 0 && <Muted>{messages.games.noDecks}</Muted>}
            <Grid $columns={{ xs: 1, sm: 2, md: 3, xl: 4 }}>
              <NewDeckTile
                type="button"
                disabled={full || busy}
                title={full ? messages.decks.tooManyDecks(maxDecksPerGame) : undefined}
                onClick={() => void newDeck()}
              >
                <PlusIcon size="2em" />
                <Text as="span" weight="semibold">
                  {decksTexts.newDeck}
                </Text>
                {full && <Muted as="span">{messages.decks.tooManyDecks(maxDecksPerGame)}</Muted>}
              </NewDeckTile>
              {found.map((deck) => (
                <DeckTile
                  key={deck.id}
                  deck={deck}
                  cardsById={previews.data ?? new Map()}
                  busy={busy}
                  onOpen={() => open(deck.id)}
                  onCopy={() => void copyDeck(deck)}
                  onDelete={() => setDeleting(deck)}
                  registration={registration && <RegisterDeckButton deck={deck} state={registration} />}
                />
              ))}
            </Grid>
          </>
        )}
      </QueryState>
      <Dialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={decksTexts.deleteDeckTitle(deleting?.name ?? '')}
        description={decksTexts.theDeckIsGoneFor}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="text">{decksTexts.cancel}</Button>
            </DialogClose>
            <Button
              color="error"
              loading={remove.isPending}
              onClick={() => deleting && void deleteDeck(deleting)}
            >
              {decksTexts.delete}
            </Button>
          </>
        }
      />
    </Page>
  );
}
