/**
 * The two largest replies players ask for, built with the contracts' shapes and checked against their
 * schemas: a 10-week, 32-player game's 4,960 matches (GET /rest/api/matches, as the matches service
 * caches and sends it) and a 364-card set (GET /rest/api/sets/:id/cards, as the catalog sends it).
 */
import {
  equivalentRarityInfo,
  matchesResponse,
  printingRarityTable,
  setCardsResponse,
  type Card,
  type EquivalentRarity,
  type Match,
  type PrintingRarity,
  type SetCard,
} from '@progression/contracts';

/** A seeded generator, so every run serves the same bytes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** ObjectId-like ids: a shared time prefix and a counter, as Mongo hands them out. */
function objectIds(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}${(next++).toString(16).padStart(24 - prefix.length, '0')}`;
}

/** Every pair of 32 players once a week for 10 weeks, a third of them still unplayed. */
export function matchList(players = 32, weeks = 10): string {
  const pick = random(7);
  const matchId = objectIds('6650a1f2c3');
  const gameId = objectIds('6650a1e0aa')();
  const playerIds = Array.from({ length: players }, objectIds('6650a1e4bb'));
  const matches: Match[] = [];
  for (let weekNum = 1; weekNum <= weeks; weekNum += 1) {
    const weekId = `6650a1e9cc${weekNum.toString(16).padStart(14, '0')}`;
    for (let first = 0; first < players; first += 1) {
      for (let second = first + 1; second < players; second += 1) {
        const played = pick();
        const winnerId = played < 0.33 ? null : played < 0.66 ? playerIds[first] : playerIds[second];
        matches.push({
          id: matchId(),
          gameId,
          weekId,
          weekNum,
          round: 1,
          firstPlayerId: playerIds[first],
          secondPlayerId: playerIds[second],
          winnerId,
          resultStatus: winnerId ? ('CONFIRMED' as const) : null,
          score: null,
          reported: null,
        });
      }
    }
  }
  return JSON.stringify(matchesResponse.parse({ matches }));
}

const words = (
  'you can special summon this card from your hand graveyard deck banish target monster face-up opponent ' +
  'control during the end phase once per turn if this card is destroyed by battle or card effect send ' +
  'add one dragon spellcaster warrior fiend level 4 or lower attack points defense points equal to its ' +
  'original cannot be negated while you control a field spell quick effect draw cards shuffle it into ' +
  'the main deck normal summon set tribute xyz material link synchro tuner non-tuner fusion summoned'
).split(' ');
const names =
  'Dark Blue-Eyes Magician Dragon Skull Knight Guardian Flame Swordsman Beast Warrior Mirror Force'.split(
    ' ',
  );

/** A set's list as the catalog sends it: each printing with its whole card. */
export function setCards(count = 364): string {
  const pick = random(11);
  const one = <T>(items: readonly T[]) => items[Math.floor(pick() * items.length)];
  const text = (length: number) => Array.from({ length }, () => one(words)).join(' ');
  const rarities = Object.keys(printingRarityTable) as PrintingRarity[];
  const setId = '6650b1e0dd0000000000000a';
  const cards: SetCard[] = [];
  for (let index = 0; index < count; index += 1) {
    const passcode = String(10_000_000 + Math.floor(pick() * 89_999_999));
    const rarity = one(rarities.slice(0, 30));
    const equivalentRarity = printingRarityTable[rarity].equivalent as EquivalentRarity;
    const monster = pick() < 0.7;
    const card: Card = {
      id: passcode,
      name: `${one(names)} ${one(names)} ${one(names)}`,
      description: `${text(40 + Math.floor(pick() * 40))}.`,
      smallImageUrl: `/card-images/cards_small/${passcode}.jpg`,
      largeImageUrl: `/card-images/cards/${passcode}.jpg`,
      firstPrintedRarity: one(Object.keys(equivalentRarityInfo) as EquivalentRarity[]),
      yugiohMetaData: monster
        ? {
            type: 'EFFECT_MONSTER',
            frame: 'EFFECT',
            race: 'DRAGON',
            attribute: 'DARK',
            level: 1 + Math.floor(pick() * 12),
            attack: Math.floor(pick() * 30) * 100,
            defense: Math.floor(pick() * 30) * 100,
          }
        : {
            type: 'SPELL_CARD',
            frame: 'SPELL',
            race: 'QUICK_PLAY',
            attribute: null,
            level: null,
            attack: null,
            defense: null,
          },
      deckClassification: 'MAIN_DECK',
      archetype: pick() < 0.4 ? one(names) : null,
      linkRating: null,
      linkMarkers: [],
      pendulumScale: null,
      pendulumDescription: null,
      monsterDescription: null,
      artworkIds: [passcode],
      konamiId: 4000 + index,
    };
    cards.push({
      id: `6650b1e4ee${index.toString(16).padStart(14, '0')}`,
      setId,
      cardId: passcode,
      card,
      rarity,
      equivalentRarity,
      rarityName: printingRarityTable[rarity].name,
      printingCode: `LOB-EN${String(index).padStart(3, '0')}`,
      setName: 'Legend of Blue Eyes White Dragon',
    });
  }
  return JSON.stringify(setCardsResponse.parse({ cards }));
}
