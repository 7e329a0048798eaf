// A started league with something on every page: the pages the accessibility test walks.
import type { SetCard } from '@progression/contracts';
import {
  catalogSets,
  eventually,
  login,
  ok,
  publishEvent,
  registerUser,
  setIdOf,
  type Api,
  type TestStack,
  type TestUser,
} from '../harness';

interface Reward {
  id: string;
  type: string;
}
interface Track {
  id: string;
}
interface Draft {
  id: string;
  source: string;
  week: number;
}

/** A page to open: its path, a short name (for screenshots) and the document title it must have. */
export interface PageToCheck {
  name: string;
  path: string;
  title: string;
}

export interface League {
  gameId: string;
  gameName: string;
  /** Every page of the app but the login page, as the admin (also a player) sees it. */
  pages: PageToCheck[];
}

/**
 * Ann's league of two weeks with Bob: week 2 granted both a Booster pack and a Wildcard, Ann owns the
 * cards of LOB and a deck of twelve of them. Ann is the admin.
 */
export async function leagueWithEveryPage(
  stack: TestStack,
  api: Api,
  ann: TestUser,
  bob: TestUser,
): Promise<League> {
  const gameName = 'Phone League';
  for (const user of [ann, bob]) await registerUser(api, user);
  const annToken = await login(api, ann);
  const bobToken = await login(api, bob);
  const lob = setIdOf(await catalogSets(api, annToken), 'LOB');
  const mode = await ok<{ id: string; cardPools: unknown; banlistConfig: unknown; draftConfig: unknown }>(
    api,
    'POST',
    '/rest/api/progression-mode/new',
    annToken,
  );
  await ok(api, 'PUT', `/rest/api/progression-mode/${mode.id}`, annToken, {
    name: gameName,
    created: '',
    cardPools: mode.cardPools,
    banlistConfig: mode.banlistConfig,
    draftConfig: mode.draftConfig,
    weeks: [1, 2].map((week) => ({ week, weekSets: [{ pool: 'Standard', setIds: [lob] }] })),
  });
  const game = await ok<{ id: string; inviteCode: string }>(
    api,
    'POST',
    '/rest/api/progression-game',
    annToken,
    {
      modeId: mode.id,
    },
  );
  const gameId = game.id;
  await ok(api, 'PUT', `/rest/api/progression-game/invite?inviteCode=${game.inviteCode}`, bobToken);
  const config = await ok<{ weekTrack: Track; winTrack: Track; lossTrack: Track }>(
    api,
    'GET',
    `/rest/api/progression-game/${gameId}/reward-config`,
    annToken,
  );
  await ok(api, 'PUT', `/rest/api/progression-game/${gameId}/reward-config`, annToken, {
    weekTrack: {
      id: config.weekTrack.id,
      clocks: [
        { type: 'BOOSTER_PACK', startingFrom: 2, every: 0, quantity: 1 },
        { type: 'WILDCARD', startingFrom: 2, every: 0, quantity: 1 },
      ],
    },
    winTrack: { id: config.winTrack.id, clocks: [] },
    lossTrack: { id: config.lossTrack.id, clocks: [] },
  });
  for (const week of [1, 2])
    await ok(api, 'POST', `/rest/api/progression-game/${gameId}/week`, annToken, { week });
  const rewards = await eventually('the week 2 rewards', async () => {
    const { rewards } = await ok<{ rewards: Reward[] }>(
      api,
      'GET',
      `/rest/api/game-rewards?gameId=${gameId}`,
      annToken,
    );
    return rewards.length === 2 ? rewards : undefined;
  });
  const drafts = await eventually('the weekly drafts', async () => {
    const { drafts } = await ok<{ drafts: Draft[] }>(
      api,
      'GET',
      `/rest/api/pack-draft?gameId=${gameId}`,
      annToken,
    );
    return drafts.length >= 2 ? drafts : undefined;
  });

  const annPlayerId = (
    await ok<{ id: string }>(api, 'GET', `/rest/api/game-player/user?gameId=${gameId}`, annToken)
  ).id;
  const cards = (await ok<{ cards: SetCard[] }>(api, 'GET', `/rest/api/sets/${lob}/cards`, annToken)).cards;
  await publishEvent(stack.natsUrl, 'draft.packs.opened', 'drafts', {
    version: 1,
    gameId,
    playerId: annPlayerId,
    draftId: '64f000000000000000000001',
    week: 1,
    packIds: ['64f000000000000000000002'],
    cards: cards.map((card) => ({
      cardId: card.cardId,
      setCardId: card.id,
      equivalentRarity: card.equivalentRarity,
    })),
  });
  const items = await eventually('the collection', async () => {
    const page = await ok<{ items: { card: { id: string; deckClassification: string } }[] }>(
      api,
      'POST',
      `/rest/api/collection?gameId=${gameId}`,
      annToken,
      { pageSize: 100 },
    );
    return page.items.length > 10 ? page.items : undefined;
  });
  const deck = await ok<{ id: string }>(api, 'POST', `/rest/api/deck?gameId=${gameId}`, annToken, {
    name: 'Phone deck',
    cards: items
      .filter((item) => item.card.deckClassification === 'MAIN_DECK')
      .slice(0, 12)
      .map((item) => ({ cardId: item.card.id, quantity: 1, zone: 'MAIN_DECK' })),
  });

  const inGame = `/games/game/${gameId}`;
  const weekly = drafts.find((draft) => draft.source === 'WEEKLY' && draft.week === 1)!;
  const wildcard = rewards.find((reward) => reward.type === 'WILDCARD')!;
  const booster = rewards.find((reward) => reward.type === 'BOOSTER_PACK')!;
  const page = (name: string, path: string, heading: string, ofGame: boolean): PageToCheck => ({
    name,
    path,
    title: ofGame ? `${heading} · ${gameName} · Progression` : `${heading} · Progression`,
  });
  return {
    gameId,
    gameName,
    pages: [
      page('welcome', '/welcome', 'Welcome to Progression', false),
      page('games', '/games/overview', 'My games', false),
      page('new-game', '/games/new-game', 'New game', false),
      page('modes', '/modes/overview', 'My modes', false),
      page('mode', `/modes/progression-mode/${mode.id}`, gameName, false),
      page('drafts-overview', '/drafts/overview', 'My drafts', false),
      page('pack-draft', `/drafts/pack-draft/${weekly.id}`, 'Week 1 draft', false),
      page('overview', `${inGame}/overview`, gameName, false),
      page('matches', `${inGame}/matches`, 'Matches', true),
      page('stats', `${inGame}/stats`, 'Scores', true),
      page('drafts', `${inGame}/drafts`, 'Drafts', true),
      page('draft', `${inGame}/draft/${weekly.id}`, 'Week 1 draft', true),
      page('rewards', `${inGame}/rewards`, 'Rewards', true),
      page('booster-claim', `${inGame}/rewards/${booster.id}`, 'Booster pack x 1', true),
      page('wildcard-claim', `${inGame}/rewards/${wildcard.id}`, 'Wildcard x 1', true),
      page('decks', `${inGame}/decks`, 'Your decks', true),
      page('deck-editor', `${inGame}/decks/${deck.id}`, 'Phone deck', true),
      page('deck-view', `${inGame}/decks/${deck.id}/view`, 'Phone deck', true),
      page('collection', `${inGame}/collection`, 'Collection', true),
      page('banlist', `${inGame}/banlist`, 'Banlist', true),
      page('packs', `${inGame}/packs`, 'Packs', true),
      page('admin', `${inGame}/admin`, 'Game admin', true),
      page('draft-admin', `${inGame}/draft-admin`, 'Draft admin', true),
    ],
  };
}
