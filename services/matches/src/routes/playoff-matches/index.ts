import Router from '@koa/router';
import { createEvent, messages } from '@progression/contracts';
import {
  access,
  BadRequest,
  Conflict,
  currentUser,
  NotFound,
  outboxPush,
  type OutboxRelay,
} from '@progression/service-kit';
import { serviceName } from '../../env';
import { isFinalScore, nextOf } from '../../domain/playoff-bracket';
import { League } from '../../models/league';
import { Playoff, type PlayoffState } from '../../models/playoff';
import { presentPlayoff } from '../../models/playoff.presenter';
import { policies } from '../../policies';
import { playoffMatchById, reportPlayoffMatch } from './schema';

/** Reports racing on one playoff retry their conditional write at most this often before giving up with a 409. */
const maxAttempts = 10;

/** The final's `playoff.completed`, with what games, notifications and the chat bot need. */
function completedEvent(
  playoff: PlayoffState,
  championId: string,
  championGames: number,
  runnerUpGames: number,
) {
  const final = playoff.matches.find((match) => !nextOf(playoff.matches, match))!;
  const runnerUpId = final.firstPlayerId === championId ? final.secondPlayerId! : final.firstPlayerId!;
  const seedOf = (playerId: string) => playoff.seeds.find((seed) => seed.playerId === playerId)!;
  const champion = seedOf(championId);
  return createEvent('playoff.completed', serviceName, {
    version: 1,
    gameId: playoff._id,
    gameName: playoff.gameName,
    size: playoff.size,
    bestOf: playoff.bestOf,
    championPlayerId: championId,
    championUserId: champion.userId,
    championUsername: champion.username,
    runnerUpPlayerId: runnerUpId,
    runnerUpUsername: seedOf(runnerUpId).username,
    championGames,
    runnerUpGames,
  });
}

/**
 * `/rest/api/playoff-matches/{id}`: a playoff match's result, reported by one of its players or the game's
 * admin. The winner moves on to the next round in the same write; the final's write also names the
 * champion and records `playoff.completed`. Every write is conditional on the result it read (and on the
 * next match still unplayed), so of many reports at once one lands and the rest read it: the same result
 * answers it unchanged, a different one is the admin's correction or a 409.
 */
export function playoffMatchesRouter({ outbox }: { outbox: OutboxRelay }): Router {
  const router = new Router({ prefix: '/rest/api/playoff-matches' });

  const mayReport = access(async (ctx) => {
    const { id } = playoffMatchById.input(ctx).params;
    const playoff = await Playoff.findOne({ 'matches.id': id }, { outbox: 0 }).lean();
    if (!playoff) throw new NotFound(messages.playoffs.matchNotFound);
    const league = await League.findById(playoff._id, { players: 1 }).lean();
    const player = policies.playerSeeingPlayoffMatch(league, currentUser(ctx));
    policies.assertMayReportPlayoff(
      player,
      playoff.matches.find((match) => match.id === id)!,
    );
    return { playoff, player };
  });

  router.put('/:id', playoffMatchById, mayReport, reportPlayoffMatch, async (ctx) => {
    const { id } = playoffMatchById.input(ctx).params;
    const { winnerId, winnerGames, loserGames } = reportPlayoffMatch.input(ctx).body;
    const { player } = mayReport.of(ctx);
    let current = mayReport.of(ctx).playoff;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const index = current.matches.findIndex((match) => match.id === id);
      const match = current.matches[index]!;
      if (!match.firstPlayerId || !match.secondPlayerId)
        throw new Conflict(messages.playoffs.playersNotKnown);
      if (winnerId !== match.firstPlayerId && winnerId !== match.secondPlayerId)
        throw new BadRequest(messages.matches.winnerNotInMatch, 'winnerId');
      if (!isFinalScore(current.bestOf, winnerGames, loserGames))
        throw new BadRequest(messages.playoffs.scoreNotBestOf(current.bestOf), 'winnerGames');
      const firstWon = winnerId === match.firstPlayerId;
      const [firstGames, secondGames] = firstWon ? [winnerGames, loserGames] : [loserGames, winnerGames];
      const same =
        match.winnerId === winnerId && match.firstGames === firstGames && match.secondGames === secondGames;
      if (same) {
        ctx.body = { playoff: presentPlayoff(current) };
        return;
      }
      const next = nextOf(current.matches, match);
      if (match.winnerId) {
        // A different result for a decided match: the admin's correction, while the next match is unplayed.
        if (!player.isAdmin) throw new Conflict(messages.playoffs.alreadyReported);
        if (!next) throw new Conflict(messages.playoffs.finalDecided);
        if (current.matches[next.index]!.winnerId) throw new Conflict(messages.playoffs.notCorrectable);
      }
      const at = `matches.${index}`;
      const filter: Record<string, unknown> = {
        _id: current._id,
        [`${at}.winnerId`]: match.winnerId ?? null,
        [`${at}.firstGames`]: match.firstGames ?? null,
        [`${at}.secondGames`]: match.secondGames ?? null,
      };
      const set: Record<string, unknown> = {
        [`${at}.winnerId`]: winnerId,
        [`${at}.firstGames`]: firstGames,
        [`${at}.secondGames`]: secondGames,
        [`${at}.reportedBy`]: currentUser(ctx).id,
        [`${at}.corrected`]: Boolean(match.winnerId),
      };
      if (next) {
        filter[`matches.${next.index}.winnerId`] = null;
        set[`matches.${next.index}.${next.asFirst ? 'firstPlayerId' : 'secondPlayerId'}`] = winnerId;
      } else {
        set.championPlayerId = winnerId;
        set.completedAt = new Date();
      }
      const update = next
        ? { $set: set }
        : { $set: set, $push: outboxPush(completedEvent(current, winnerId, winnerGames, loserGames)) };
      const updated = await Playoff.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean();
      if (updated) {
        if (!next) await outbox.flush(updated._id);
        ctx.body = { playoff: presentPlayoff(updated) };
        return;
      }
      const again = await Playoff.findById(current._id, { outbox: 0 }).lean();
      if (!again) throw new NotFound(messages.playoffs.matchNotFound);
      current = again;
    }
    throw new Conflict(messages.errors.changedElsewhere);
  });

  return router;
}
