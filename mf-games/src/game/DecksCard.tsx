import { messages, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useDecks } from '@progression/api-client';
import { navigate } from '@progression/platform';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  Muted,
  Stack,
  Text,
} from '@progression/ui';

/** Decks the card lists before "Go to decks". */
const shown = 5;

/** The overview's Decks card: "You have not created any decks", or the newest decks with their validity. */
export function DecksCard({ game }: { game: Game }) {
  const decks = useDecks(game.id);
  const list = decks.data ?? [];
  const decksPath = `/games/game/${encodeURIComponent(game.id)}/decks`;
  return (
    <Card aria-label={gamesTexts.decks}>
      <CardHeader title={gamesTexts.decks} />
      <CardContent>
        {decks.isPending ? (
          <Muted>{gamesTexts.loadingYourDecks}</Muted>
        ) : decks.isError ? (
          <Muted>{gamesTexts.yourDecksCouldNotBe}</Muted>
        ) : list.length === 0 ? (
          <Text>{messages.games.noDecks}</Text>
        ) : (
          <Stack
            as="ul"
            $gap={1}
            aria-label={gamesTexts.yourDecks}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.slice(0, shown).map((deck) => (
              <li key={deck.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Button
                  variant="text"
                  onClick={() => navigate(`${decksPath}/${encodeURIComponent(deck.id)}`)}
                >
                  {deck.name}
                </Button>
                <Chip
                  size="small"
                  color={deck.valid ? 'success' : 'error'}
                  label={deck.valid ? gamesTexts.valid : gamesTexts.invalid}
                />
              </li>
            ))}
          </Stack>
        )}
        {list.length > shown && <Muted>{gamesTexts.andMore(list.length - shown)}</Muted>}
      </CardContent>
      <CardActions>
        <Button variant="text" onClick={() => navigate(decksPath)}>
          {gamesTexts.goToDecks}
        </Button>
      </CardActions>
    </Card>
  );
}
