import {
  DndContext,
  DragOverlay,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Navigate, useParams } from '@progression/router';
import styled from 'styled-components';
import { deckZoneNames, messages, type Card, type CollectionItem, type Deck } from '@progression/contracts';
import { decksTexts } from '@progression/contracts/texts/decks';
import { useActivePlayer, useCards, useDeck } from '@progression/api-client';
import { CardDetailPane, CardImage } from '@progression/card-ui';
import { flash, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  ArrowBackIcon,
  Button,
  Chip,
  CopyIcon,
  IconButton,
  mediaQuery,
  Muted,
  SaveIcon,
  Stack,
  TextField,
  VisuallyHidden,
  copyText,
  useMediaQuery,
} from '@progression/ui';
import { CollectionBrowser } from './CollectionBrowser';
import { addCard, removeCard, sectionBounds, sectionSize, whyNotAdd } from './deck-cards';
import { DeckSection } from './DeckSection';
import { DeckStats } from './DeckStats';
import {
  announcements,
  collectionArea,
  deckArea,
  screenReaderInstructions,
  useDeckSensors,
  type DragData,
} from './drag-and-drop';
import { DropArea } from './DropArea';
import { ExportButtons } from './ExportButtons';
import { useDeckEditor } from './useDeckEditor';
import { UndoRedoButtons } from '../history/UndoRedoButtons';
import { DeckTools } from '../deck-tools/DeckTools';
import { deckViewPath } from '../deck-tools/deck-link';

/** The card detail pane shows beside the deck from this width. */
const detailPaneFrom = 1400;
/** How long a newly added card keeps its highlight. */
const newHighlightMs = 1500;

const Layout = styled.div<{ $withPane: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withPane }) => ($withPane ? '300px minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 3fr) minmax(0, 2fr)')};
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;

  ${({ theme }) => `@media (max-width: ${theme.breakpoints.md - 0.02}px)`} {
    grid-template-columns: 1fr;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1.5)};
  align-items: flex-end;
`;

/* On a phone: which half shows, and the deck's counts, kept in view at the top while the page scrolls. */
const PhoneSwitch = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 0)};
  background: ${({ theme }) => theme.palette.background};
`;

const Overlay = styled.div<{ $refused: boolean }>`
  border-radius: 6px;
  box-shadow: 0 0 0 3px
    ${({ $refused, theme }) => ($refused ? theme.palette.error.main : theme.palette.primary.main)};
  cursor: grabbing;
`;

const decksPath = (gameId: string) => `/games/game/${encodeURIComponent(gameId)}/decks`;

/** Back in history when the editor was opened from somewhere, else to the deck list. */
function leave(gameId: string) {
  if (window.history.length > 1) window.history.back();
  else navigate(decksPath(gameId));
}

function Editor({ deck }: { deck: Deck }) {
  const editor = useDeckEditor(deck);
  const { cards, setCards } = editor;
  // Cards met in the collection browser: a card just added shows at once, before the catalog answers.
  const [met, setMet] = useState<Map<string, Card>>(new Map());
  const fetched = useCards(cards.map((entry) => entry.cardId));
  const cardsById = useMemo(() => new Map([...(fetched.data ?? []), ...met]), [fetched.data, met]);
  const [shown, setShown] = useState<Card | null>(null);
  const [newCardId, setNewCardId] = useState<string | null>(null);
  const highlight = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [dragged, setDragged] = useState<DragData | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const wide = useMediaQuery(mediaQuery.up(detailPaneFrom));
  const [paneOpen, setPaneOpen] = useState(true);
  const phone = useMediaQuery(mediaQuery.down('sm'));
  const [phoneView, setPhoneView] = useState<'deck' | 'collection'>('deck');

  const add = useCallback(
    (item: CollectionItem) => {
      const why = whyNotAdd(cards, { card: item.card, owned: item.quantity, limit: item.limit });
      if (why) {
        flash.error(why);
        return;
      }
      setMet((known) => (known.has(item.card.id) ? known : new Map(known).set(item.card.id, item.card)));
      setCards(addCard(cards, item.card), messages.deckTools.addedCard(item.card.name));
      setNewCardId(item.card.id);
      clearTimeout(highlight.current);
      highlight.current = setTimeout(() => setNewCardId(null), newHighlightMs);
    },
    [cards, setCards],
  );
  const remove = useCallback(
    (cardId: string, zone: 'MAIN_DECK' | 'EXTRA_DECK') =>
      setCards(
        removeCard(cards, cardId, zone),
        messages.deckTools.removedCard(cardsById.get(cardId)?.name ?? cardId),
      ),
    [cards, setCards, cardsById],
  );

  const sensors = useDeckSensors();
  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged(active.data.current as DragData);
    setRefusal(undefined);
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const data = active.data.current as DragData;
    setRefusal(
      data.from === 'collection' && over?.id === deckArea
        ? whyNotAdd(cards, { card: data.item.card, owned: data.item.quantity, limit: data.item.limit })
        : undefined,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData;
    setDragged(null);
    setRefusal(undefined);
    if (data.from === 'collection' && over?.id === deckArea) add(data.item);
    if (data.from === 'deck' && over?.id !== deckArea) remove(data.card.id, data.zone);
  };

  const name = editor.name;
  const nameError = name.trim() ? undefined : messages.names.required;
  const draggedCard = dragged ? (dragged.from === 'collection' ? dragged.item.card : dragged.card) : null;

  return (
    <Stack $gap={3}>
      {/* The page's heading, for the outline and the tab's title: the name field shows the name. */}
      <VisuallyHidden as="h1">{editor.saved.name}</VisuallyHidden>
      <Toolbar>
        <IconButton label={decksTexts.back} onClick={() => leave(deck.gameId)}>
          <ArrowBackIcon />
        </IconButton>
        <TextField
          label={decksTexts.deckName}
          value={name}
          maxLength={100}
          error={nameError}
          onChange={(event) => editor.setName(event.target.value)}
        />
        <IconButton
          label={decksTexts.copyDeckId}
          onClick={() =>
            void copyText(deck.id).then(
              () => flash.success(messages.decks.copiedDeckId),
              () => flash.error(messages.errors.generic),
            )
          }
        >
          <CopyIcon />
        </IconButton>
        <UndoRedoButtons
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onUndo={editor.undo}
          onRedo={editor.redo}
          lastStep={editor.lastStep}
        />
        <Button
          startIcon={<SaveIcon size="1em" />}
          loading={editor.saving}
          disabled={!!nameError}
          onClick={async () => {
            if (!editor.changed || (await editor.persist())) leave(deck.gameId);
          }}
        >
          {decksTexts.save}
        </Button>
        <ExportButtons deckId={deck.id} disabled={editor.changed || editor.saving} />
        <DeckTools deck={{ ...deck, name: editor.name, cards }} cardsById={cardsById} />
      </Toolbar>
      <Stack $gap={1} aria-live="polite">
        <div>
          {editor.changed ? (
            <Chip size="small" label={editor.saving ? decksTexts.saving : decksTexts.unsavedChanges} />
          ) : (
            <Chip
              size="small"
              color={editor.saved.valid ? 'success' : 'error'}
              label={editor.saved.valid ? decksTexts.validDeck : decksTexts.invalidDeck}
            />
          )}
        </div>
        {!editor.changed && editor.saved.reasons.length > 0 && (
          <ul aria-label={decksTexts.whyTheDeckIsInvalid} style={{ margin: 0 }}>
            {editor.saved.reasons.map((reason) => (
              <li key={reason}>
                <Muted as="span">{reason}</Muted>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        {phone && (
          <PhoneSwitch>
            <Stack $direction="row" $gap={1} role="group" aria-label={messages.decks.phoneViewLabel}>
              {(['deck', 'collection'] as const).map((view) => (
                <Button
                  key={view}
                  variant={phoneView === view ? 'contained' : 'outlined'}
                  aria-pressed={phoneView === view}
                  onClick={() => setPhoneView(view)}
                >
                  {view === 'deck' ? messages.decks.phoneViewDeck : messages.decks.phoneViewCollection}
                </Button>
              ))}
            </Stack>
            <Muted as="span">
              {(['MAIN_DECK', 'EXTRA_DECK'] as const)
                .map((zone) =>
                  messages.decks.sectionCount(
                    deckZoneNames[zone],
                    sectionSize(cards, zone),
                    sectionBounds(zone).max,
                  ),
                )
                .join(' · ')}
            </Muted>
          </PhoneSwitch>
        )}
        <Layout $withPane={wide && paneOpen}>
          {wide && paneOpen && (
            <Stack $gap={1}>
              <Button variant="text" onClick={() => setPaneOpen(false)} aria-expanded>
                {decksTexts.hideCardDetails}
              </Button>
              <CardDetailPane card={shown} imageSize="large" />
            </Stack>
          )}
          <DropArea
            id={deckArea}
            label={decksTexts.deck}
            refused={refusal !== undefined}
            hidden={phone && phoneView !== 'deck'}
          >
            {wide && !paneOpen && (
              <div>
                <Button variant="text" onClick={() => setPaneOpen(true)} aria-expanded={false}>
                  {decksTexts.showCardDetails}
                </Button>
              </div>
            )}
            {(['MAIN_DECK', 'EXTRA_DECK'] as const).map((zone) => (
              <DeckSection
                key={zone}
                zone={zone}
                cards={cards}
                cardsById={cardsById}
                newCardId={newCardId}
                onRemove={(cardId) => remove(cardId, zone)}
                onShow={setShown}
              />
            ))}
            <DeckStats cards={cards} cardsById={cardsById} />
          </DropArea>
          <DropArea
            id={collectionArea}
            label={decksTexts.collection}
            refused={false}
            hidden={phone && phoneView !== 'collection'}
          >
            <CollectionBrowser gameId={deck.gameId} cards={cards} onAdd={add} onShow={setShown} />
          </DropArea>
        </Layout>
        {/* No drop animation: cards are added one after another, and a refused one simply goes. */}
        <DragOverlay dropAnimation={null}>
          {draggedCard && (
            <Overlay $refused={refusal !== undefined} title={refusal}>
              <CardImage card={draggedCard} size="small" />
            </Overlay>
          )}
        </DragOverlay>
      </DndContext>
    </Stack>
  );
}

/**
 * /games/game/{id}/decks/{deckId}: the deck editor. Another player's deck (its address passed on instead of
 * its link) opens read-only on its own page: only the owner may change it, and the server refuses the rest.
 */
export function DeckEditorPage() {
  const { gameId = '', deckId = '' } = useParams();
  const deck = useDeck(deckId);
  const me = useActivePlayer(gameId || null);
  return (
    // A plain block: the shell's content area is the page's one main landmark.
    <div style={{ padding: 24 }}>
      <QueryState query={deck} what={decksTexts.theDeck}>
        {(found) =>
          me.data && me.data.id !== found.playerId ? (
            <Navigate to={deckViewPath(found.gameId, found.id)} replace />
          ) : (
            <Editor key={found.id} deck={found} />
          )
        }
      </QueryState>
    </div>
  );
}
