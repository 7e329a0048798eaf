// Booster draft figures for `npm run bench -w @progression/drafts` (called by bench.ts): (1) a live
// 8-seat table of 8 players, the time from a pick request to the neighbour's table view showing the pack
// passed on (both through the drafts app over HTTP); (2) 100 tables whose deadlines all passed, the time
// one deadline sweep takes to auto-pick every one of them.
import { createEvent, type DraftTableView } from '@progression/contracts';
import { bearerFor, report, testGameEvents } from '@progression/service-kit/testing';
import type { Clients } from '../clients';
import type { InternalGame } from '../clients/games';
import { sweepDeadlines } from '../domain/booster-table/deadline-sweep';
import { weekStarted } from '../events/handlers/week-started';
import { DraftTableModel } from '../models/draft-table';
import { PackDraftModel } from '../models/pack-draft';
import { gameId, handlerContext } from '../testing/fixtures';

const boosterStep = (pickSeconds: number, minimumSeats: number) => ({
  numPacks: 3,
  pool: 'Core',
  draftBehaviour: 'BOOSTER_DRAFT' as const,
  rarityDistribution: 'RANDOM' as const,
  pickSeconds,
  minimumSeats,
});

/** Week `week` of the game starts with one booster step: a table of the game's players and bots. */
async function seatTable(
  clients: Clients,
  game: InternalGame,
  week: number,
  pickSeconds: number,
  seats: number,
) {
  const base = testGameEvents(game).weekStarted(1);
  const event = createEvent('game.week.started', 'bench', {
    ...base.data,
    week,
    plan: { ...base.data.plan, draftConfig: { steps: [boosterStep(pickSeconds, seats)] } },
  });
  await weekStarted(clients).handle(event, handlerContext);
}

/** A live table of 8 players: each pick, then the next seat's view of the pack it passed. */
export async function liveTable(clients: Clients, game: InternalGame, baseUrl: string) {
  const seated = game.players.slice(0, 8);
  await seatTable(clients, { ...game, players: seated }, 1, 30, 8);
  const drafts = await Promise.all(
    seated.map(async (player) => (await PackDraftModel.findOne({ userId: player.userId }).lean())!._id),
  );
  const auth = (index: number) => ({
    authorization: bearerFor({ id: seated[index]!.userId, username: seated[index]!.username }),
    'content-type': 'application/json',
  });
  const viewOf = async (index: number) =>
    (await (
      await fetch(`${baseUrl}/rest/api/pack-draft/${drafts[index]}/table`, { headers: auth(index) })
    ).json()) as DraftTableView;
  const samples: number[] = [];
  for (let complete = false, guard = 0; !complete && guard < 500; guard += 1) {
    complete = true;
    for (let index = 0; index < 8; index += 1) {
      const view = await viewOf(index);
      if (view.status !== 'COMPLETE') complete = false;
      if (!view.pack) continue;
      const started = performance.now();
      const picked = await fetch(`${baseUrl}/rest/api/pack-draft/${drafts[index]}/table/pick`, {
        method: 'POST',
        headers: auth(index),
        body: JSON.stringify({ pickNumber: view.pickNumber, cardId: view.pack.cards[0]!.id }),
      });
      if (!picked.ok) throw new Error(`pick answered ${picked.status}`);
      await picked.arrayBuffer();
      // The seat the pack went to (left in odd rounds, right in even) sees it in its next view.
      const next = (index + (view.round % 2 === 1 ? 1 : 7)) % 8;
      await viewOf(next);
      samples.push(performance.now() - started);
    }
  }
  report('live 8-seat table: a pick to the next seat seeing the pack', samples);
  const table = await DraftTableModel.findOne({ gameId, week: 1 }).lean();
  console.log(
    `${'live 8-seat table: stored table at its end'.padEnd(58)} ${Math.round(JSON.stringify(table).length / 1024)} KiB, ${table?.status}`,
  );
}

/** 100 tables of 2 players and 6 bots whose deadlines passed: one sweep auto-picks them all. */
export async function expiredTables(clients: Clients, game: InternalGame) {
  const two = { ...game, players: game.players.slice(0, 2) };
  for (let week = 1; week <= 100; week += 1) await seatTable(clients, two, week, 30, 8);
  const later = new Date(Date.now() + 31_000);
  const started = performance.now();
  const changed = await sweepDeadlines(later);
  const took = performance.now() - started;
  const tables = await DraftTableModel.find({}, { picks: 1 }).lean();
  const deadlinePicks = tables.flatMap((table) => table.picks.filter((pick) => pick.method === 'DEADLINE'));
  console.log(
    `${'100 tables with expired deadlines auto-picked (target <= 2 s)'.padEnd(58)} ${took.toFixed(0)} ms (${changed} tables, ${deadlinePicks.length} deadline picks)`,
  );
}
