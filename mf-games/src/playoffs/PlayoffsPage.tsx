import { messages, type Game } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useActivePlayer, usePlayoff, useReportPlayoffMatch } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Alert, EmptyState, Page } from '@progression/ui';
import { Bracket } from './Bracket';

const t = messages.playoffs;

/** /games/game/{id}/playoffs: the bracket, the champion once the final is decided, and the report buttons. */
export function PlayoffsPage({ game }: { game: Game }) {
  const playoff = usePlayoff(game.id);
  const me = useActivePlayer(game.id);
  const report = useReportPlayoffMatch(game.id);
  return (
    <Page title={t.title} subtitle={game.name}>
      <QueryState query={playoff} what={gamesTexts.thePlayoff}>
        {(found) => {
          if (!found) return <EmptyState title={t.notStarted}>{t.adminStartsIt}</EmptyState>;
          const champion = found.seeds.find((seed) => seed.playerId === found.championPlayerId);
          return (
            <>
              {champion && <Alert severity="success" title={t.champion(champion.username)} />}
              <Bracket
                playoff={found}
                myPlayerId={me.data?.id ?? null}
                isAdmin={me.data?.isAdmin ?? false}
                pendingMatchId={report.isPending ? (report.variables?.matchId ?? null) : null}
                onReport={(matchId, winnerId, winnerGames, loserGames) =>
                  report.mutate(
                    { matchId, winnerId, winnerGames, loserGames },
                    { onSuccess: () => flash.success(t.resultReported), onError: flashFailure },
                  )
                }
              />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
