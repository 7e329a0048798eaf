import Router from '@koa/router';
import type { Context } from 'koa';
import { currentStage, messages, type EquivalentRarity } from '@progression/contracts';
import {
  access,
  BadRequest,
  Conflict,
  currentUser,
  NotFound,
  type OutboxRelay,
} from '@progression/service-kit';
import type { Clients } from '../../clients';
import { checkShopSelections, expectedPerPack, SelectionError } from '../../domain/pack-engine';
import { fillStagePacks, rollStagePacks } from '../../domain/fill-stage';
import { notReverted, readableDraft, stageOf, withPacks } from '../../domain/load';
import { draftResults } from '../../domain/draft-results';
import { openPacks } from '../../domain/open-packs';
import { stagePackSetIds } from '../../domain/fill-stage';
import { DraftPackModel, type StoredPack } from '../../models/draft-pack';
import { PackDraftModel, type StoredDraft } from '../../models/pack-draft';
import { presentPack } from '../../models/draft-pack.presenter';
import { presentDraft, presentStage } from '../../models/pack-draft.presenter';
import { policies } from '../../policies';
import {
  fillStage,
  gameQuery,
  listDrafts,
  oneDraft,
  oneStage,
  packsToOpen,
  setDraftStatus,
  setPackStatus,
} from './schema';

const rarityOrder: EquivalentRarity[] = ['COMMON', 'RARE', 'SUPER_RARE', 'ULTRA_RARE', 'SECRET_RARE'];

/** `/rest/api/pack-draft` (spec section 7) and `/rest/api/draft-pack/status`, its alias through the gateway. */
export function packDraftRouter({ clients, outbox }: { clients: Clients; outbox?: OutboxRelay }): Router {
  const router = new Router();
  /** The caller's own draft (404 for anyone else's), checked before a body is read. */
  const ownDraft = access((ctx) => readableDraft(oneDraft.input(ctx).params.id, currentUser(ctx), clients));

  /** The caller's drafts of every game and their demo drafts, or of one game. */
  router.get('/rest/api/pack-draft', listDrafts, async (ctx) => {
    const { gameId } = listDrafts.input(ctx).query;
    const drafts = await PackDraftModel.find({
      ...policies.ownDrafts(currentUser(ctx)),
      ...(gameId ? { gameId } : {}),
      ...notReverted,
    })
      .sort({ createdAt: -1 })
      .limit(500)
      .lean<StoredDraft[]>();
    ctx.body = { drafts: (await withPacks(drafts)).map(({ draft, packs }) => presentDraft(draft, packs)) };
  });

  /** The league's pulls per rarity over its opened packs, against what the odds predict (any player). */
  router.get('/rest/api/pack-draft/statistics', gameQuery, async (ctx) => {
    const { gameId } = gameQuery.input(ctx).query;
    policies.playerOf(currentUser(ctx), await clients.games.internalGame(gameId));
    const packs = await DraftPackModel.find(
      { gameId, status: 'OPENED' },
      { cards: 1, set: 1, layoutName: 1 },
    ).lean<StoredPack[]>();
    const pulled = new Map<EquivalentRarity, number>();
    const expected = new Map<EquivalentRarity, number>();
    const add = (map: Map<EquivalentRarity, number>, rarity: EquivalentRarity, n: number) =>
      map.set(rarity, (map.get(rarity) ?? 0) + n);
    for (const pack of packs) {
      for (const card of pack.cards) add(pulled, card.equivalentRarity, 1);
      const layout = await clients.catalog.packLayout(pack.set.id);
      // A structure deck's list is what its "odds" predict.
      if (layout.kind === 'FIXED_LIST')
        for (const card of pack.cards) add(expected, card.equivalentRarity, 1);
      else
        for (const [rarity, n] of Object.entries(expectedPerPack(layout)))
          add(expected, rarity as EquivalentRarity, n);
    }
    ctx.body = {
      gameId,
      packs: packs.length,
      rarities: rarityOrder.map((rarity) => ({
        rarity,
        pulled: pulled.get(rarity) ?? 0,
        expected: Math.round((expected.get(rarity) ?? 0) * 100) / 100,
      })),
    };
  });

  /** Every player's drafts of the game: its admin only (strangers 404, players 403). */
  router.get('/rest/api/pack-draft/admin', gameQuery, async (ctx) => {
    const { gameId } = gameQuery.input(ctx).query;
    policies.assertAdmin(currentUser(ctx), await clients.games.internalGame(gameId));
    const drafts = await PackDraftModel.find({ gameId, ...notReverted })
      .sort({ week: 1, createdAt: 1 })
      .limit(5000)
      .lean<StoredDraft[]>();
    ctx.body = { drafts: (await withPacks(drafts)).map(({ draft, packs }) => presentDraft(draft, packs)) };
  });

  /** Opens packs, or a whole stage, exactly once each (domain/open-packs.ts). */
  /** The caller's own packs the query names (404 when one is not theirs), before the body is read. */
  const ownPacks = access(async (ctx) => {
    const { query } = packsToOpen.input(ctx);
    const user = currentUser(ctx);
    const filter = query.packDraftStage
      ? { stageId: query.packDraftStage, userId: user.id }
      : { _id: { $in: query.packs ?? [] }, userId: user.id };
    const packs = await DraftPackModel.find(filter).sort({ index: 1 }).lean<StoredPack[]>();
    const wanted = query.packs ? new Set(query.packs).size : 1;
    if (packs.length === 0 || packs.length < wanted) throw new NotFound(messages.drafts.draftPackNotFound);
    return packs;
  });
  const setPackStatusRoute = async (ctx: Context) => {
    const { body } = setPackStatus.input(ctx);
    if (body.status !== 'OPENED') throw new BadRequest(messages.errors.invalidField('status'), 'status');
    const packs = ownPacks.of(ctx);
    const opened = await openPacks(packs);
    // Publish now rather than at the relay's next sweep: the collection shows the cards sooner. A failed
    // publish stays pending for the relay.
    await outbox?.flush([...opened, ...new Set(packs.map((pack) => pack.draftId))]).catch(() => undefined);
    // When this call opened every sealed pack it read, they are all open: no need to read them again.
    // Otherwise another request changed some meanwhile (opened them, or a reverted claim took them back).
    const sealed = packs.filter((pack) => pack.status === 'SEALED').length;
    const now =
      opened.length === sealed
        ? packs.map((pack) => ({ ...pack, status: 'OPENED' as const }))
        : await DraftPackModel.find({ _id: { $in: packs.map((pack) => pack._id) } })
            .sort({ index: 1 })
            .lean<StoredPack[]>();
    ctx.body = { packs: now.map(presentPack) };
  };
  const openPacksRoute = [packsToOpen, ownPacks, setPackStatus, setPackStatusRoute] as const;
  router.put('/rest/api/pack-draft/draft-pack/status', ...openPacksRoute);
  router.put('/rest/api/draft-pack/status', ...openPacksRoute);

  router.get('/rest/api/pack-draft/:id', oneDraft, async (ctx) => {
    const { draft, packs } = await readableDraft(oneDraft.input(ctx).params.id, currentUser(ctx), clients, {
      allowAdmin: true,
    });
    ctx.body = presentDraft(draft, packs);
  });

  /** Every filled pack rolled again from its seed, beside what is stored (owner or the game's admin). */
  router.get('/rest/api/pack-draft/:id/audit', oneDraft, async (ctx) => {
    const { draft, packs } = await readableDraft(oneDraft.input(ctx).params.id, currentUser(ctx), clients, {
      allowAdmin: true,
    });
    const stored = new Map(packs.map((pack) => [pack._id, pack]));
    const audits = [];
    for (const stage of draft.stages.filter((candidate) => candidate.filled)) {
      for (const rolled of await rollStagePacks(draft, stage, clients)) {
        const pack = stored.get(rolled._id);
        if (!pack) continue;
        const storedIds = pack.cards.map((card) => card.id);
        const rolledIds = rolled.cards.map((card) => card.id);
        audits.push({
          packId: pack._id,
          stage: stage.stage,
          setId: pack.set.id,
          seed: pack.seed,
          layoutName: pack.layoutName,
          status: pack.status,
          storedSetCardIds: storedIds,
          rolledSetCardIds: rolledIds,
          matches: pack.seed === rolled.seed && storedIds.join() === rolledIds.join(),
        });
      }
    }
    ctx.body = { draftId: draft._id, packs: audits, allMatch: audits.every((audit) => audit.matches) };
  });

  /** What a stage will give: packs per set (a shop: its sets at 0) and the shop limits. */
  router.get('/rest/api/pack-draft/:id/stage/:stage/preview', oneStage, async (ctx) => {
    const { params } = oneStage.input(ctx);
    const { draft } = await readableDraft(params.id, currentUser(ctx), clients);
    const stage = stageOf(draft, params.stage);
    const setIds = stage.filled || stage.draftBehaviour !== 'SHOP' ? stagePackSetIds(draft, stage) : [];
    ctx.body = {
      setCounts: stage.sets.map((set) => ({
        set: { id: set.id, setCode: set.setCode, setName: set.setName },
        count: setIds.filter((setId) => setId === set.id).length,
      })),
      maxPackRules: stage.maxPackRules,
    };
  });

  /** Fills the current stage once; a SHOP stage with the caller's checked selections. */
  router.post('/rest/api/pack-draft/:id/stage/:stage', oneStage, ownDraft, fillStage, async (ctx) => {
    const { params } = oneStage.input(ctx);
    const { body } = fillStage.input(ctx);
    const { draft, packs } = ownDraft.of(ctx);
    const stage = stageOf(draft, params.stage);
    if (draft.reverted) throw new Conflict(messages.drafts.draftPackNotFound);
    if (stage.filled) throw new Conflict(messages.drafts.stageAlreadyFilled);
    if (stage.draftBehaviour === 'BOOSTER_DRAFT') throw new Conflict(messages.boosterDraft.stageIsTable);
    const view = draft.stages.map((candidate) => presentStage(draft, candidate, packs));
    if (currentStage(view)?.stage !== stage.stage)
      throw new Conflict(messages.drafts.previousStageIncomplete);
    let setIds: string[] | undefined;
    if (stage.draftBehaviour === 'SHOP') {
      if (!body.selections?.length)
        throw new BadRequest(messages.drafts.mustSelectPacks(stage.numPacks), 'selections');
      try {
        setIds = checkShopSelections(body.selections, stage.numPacks, stage.sets, stage.maxPackRules);
      } catch (error) {
        if (error instanceof SelectionError) throw new BadRequest(error.message, 'selections');
        throw error;
      }
    }
    if (!(await fillStagePacks(draft, stage, setIds, clients)))
      throw new Conflict(messages.drafts.stageAlreadyFilled);
    const { draft: now, packs: nowPacks } = await readableDraft(params.id, currentUser(ctx), clients);
    ctx.body = presentStage(now, stageOf(now, params.stage), nowPacks);
  });

  router.get('/rest/api/pack-draft/:id/stage/:stage/results', oneStage, async (ctx) => {
    const { params } = oneStage.input(ctx);
    const { draft, packs } = await readableDraft(params.id, currentUser(ctx), clients, { allowAdmin: true });
    const stage = stageOf(draft, params.stage);
    ctx.body = { cards: await draftResults(draft, packs, clients, [stage]) };
  });

  router.get('/rest/api/pack-draft/:id/results', oneDraft, async (ctx) => {
    const { draft, packs } = await readableDraft(oneDraft.input(ctx).params.id, currentUser(ctx), clients, {
      allowAdmin: true,
    });
    ctx.body = { cards: await draftResults(draft, packs, clients) };
  });

  /** A draft's status follows its packs: COMPLETE is accepted once every stage is opened, ACTIVE before. */
  router.put('/rest/api/pack-draft/:id/status', oneDraft, ownDraft, setDraftStatus, async (ctx) => {
    const { body } = setDraftStatus.input(ctx);
    const { draft, packs } = ownDraft.of(ctx);
    const presented = presentDraft(draft, packs);
    if (presented.status !== body.status) {
      if (body.status === 'COMPLETE') throw new Conflict(messages.drafts.previousStageIncomplete);
      throw new BadRequest(messages.errors.invalidField('status'), 'status');
    }
    ctx.body = presented;
  });

  return router;
}
