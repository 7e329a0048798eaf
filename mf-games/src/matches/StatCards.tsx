import { Card, CardContent, CardHeader, Grid, Text } from '@progression/ui';
import type { MatchStats } from './match-filters';
import { gamesTexts } from '@progression/contracts/texts/games';

function StatCard({ title, value }: { title: string; value: string }) {
  return (
    <Card aria-label={title}>
      <CardHeader title={title} />
      <CardContent>
        <Text size="lg" weight="bold">
          {value}
        </Text>
      </CardContent>
    </Card>
  );
}

/** W/L, Winrate (one decimal) and Un-played of the matches the filters show. */
export function StatCards({ stats }: { stats: MatchStats }) {
  return (
    <Grid $columns={{ xs: 1, md: 3 }}>
      <StatCard title={gamesTexts.wL} value={`${stats.wins}/${stats.losses}`} />
      <StatCard title={gamesTexts.winrate} value={`${stats.winrate}%`} />
      <StatCard title={gamesTexts.unPlayed} value={String(stats.unplayed)} />
    </Grid>
  );
}
