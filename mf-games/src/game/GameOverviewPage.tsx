import { formatDateTime, isGameStarted, messages, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { navigate } from '@progression/platform';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Grid,
  Muted,
  Page,
} from '@progression/ui';
import { StatusChip } from '../shared/StatusChip';
import { DecksCard } from './DecksCard';
import { DraftsCard } from './DraftsCard';
import { InviteCodeCard } from './InviteCodeCard';
import { NextWeekStart } from './NextWeekStart';
import { PlayersCard } from './PlayersCard';
import { StatsCard } from '../matches/StatsCard';
import { WeekMatchesCard } from '../matches/WeekMatchesCard';

function WeekCard({ game }: { game: Game }) {
  return (
    <Card aria-label={gamesTexts.thisWeek}>
      <CardHeader
        title={gamesTexts.week(game.activeWeek)}
        subheader={gamesTexts.of(game.name)}
        action={<StatusChip status={game.status} />}
      />
      <CardContent>
        <Muted>{gamesTexts.startedAt(formatDateTime(game.started))}</Muted>
      </CardContent>
      <CardActions>
        <Button variant="outlined" onClick={() => navigate(`/games/game/${game.id}/banlist`)}>
          {gamesTexts.viewBanlist}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The game's landing page: before the start the invite and the players; after it the week's cards too;
 * above them, when the admin scheduled week starts, when the next one starts.
 */
export function GameOverviewPage({ game }: { game: Game }) {
  const started = isGameStarted(game);
  return (
    <Page title={game.name} subtitle={started ? gamesTexts.week(game.activeWeek) : gamesTexts.notStarted}>
      {!started && <Alert severity="info">{messages.games.notStartedInvite}</Alert>}
      {game.status === 'IN_PROGRESS' && <NextWeekStart gameId={game.id} />}
      <Grid $columns={{ xs: 1, md: 2, xl: 3 }}>
        {started && <WeekCard game={game} />}
        {started && <StatsCard game={game} />}
        {started && <WeekMatchesCard game={game} />}
        <InviteCodeCard inviteCode={game.inviteCode} />
        <PlayersCard gameId={game.id} />
        {started && <DraftsCard game={game} />}
        {started && <DecksCard game={game} />}
      </Grid>
    </Page>
  );
}
