import { formatDateTime, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Card, CardActionArea, CardContent, CardHeader, Muted, Stack, Text } from '@progression/ui';
import { StatusChip } from '../shared/StatusChip';

/**
 * A game of the overview: name, status, week and when it started; the whole card selects it. The card's
 * text is its accessible name, so a voice user can say what they see.
 */
export function GameCard({ game, onSelect }: { game: Game; onSelect: () => void }) {
  return (
    <Card>
      <CardActionArea onClick={onSelect}>
        <CardHeader title={game.name} action={<StatusChip status={game.status} />} />
        <CardContent>
          <Stack $direction="row" $gap={6}>
            <Stack $gap={0}>
              <Muted>{gamesTexts.weekLabel}</Muted>
              <Text weight="semibold">{game.activeWeek === 0 ? gamesTexts.notStarted : game.activeWeek}</Text>
            </Stack>
            <Stack $gap={0}>
              <Muted>{gamesTexts.started}</Muted>
              <Text weight="semibold">{formatDateTime(game.started)}</Text>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
