import type {
  Card,
  DraftPack,
  DraftStage,
  EquivalentRarity,
  PackDraft,
  SetCard,
} from '@progression/contracts';

// Made-up drafts for component tests, shaped exactly like the drafts service's answers.

export const lob = { id: 'set-lob', setCode: 'LOB', setName: 'Legend of Blue Eyes White Dragon' };

export function makeCard(id: string, name: string): Card {
  return {
    id,
    name,
    description: 'A card for tests.',
    smallImageUrl: '',
    largeImageUrl: '',
    firstPrintedRarity: 'COMMON',
    yugiohMetaData: {
      type: 'NORMAL_MONSTER',
      frame: 'NORMAL',
      race: 'DRAGON',
      attribute: 'LIGHT',
      level: 8,
      attack: 3000,
      defense: 2500,
    },
    deckClassification: 'MAIN_DECK',
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [id],
    konamiId: null,
  };
}

export function makeSetCard(id: string, name: string, rarity: EquivalentRarity): SetCard {
  return {
    id,
    setId: lob.id,
    cardId: `card-${id}`,
    card: makeCard(`card-${id}`, name),
    rarity,
    equivalentRarity: rarity,
    rarityName: rarity,
    printingCode: `LOB-EN${id.padStart(3, '0')}`,
    setName: lob.setName,
  };
}

export function makePack(id: string, cards: SetCard[], status: DraftPack['status'] = 'SEALED'): DraftPack {
  return { id, status, set: lob, cards, draftId: 'draft-1' };
}

export function makeStage(stage: number, packs: DraftPack[], extra: Partial<DraftStage> = {}): DraftStage {
  return {
    id: `stage-${stage}`,
    stage,
    numPacks: packs.length || 2,
    draftBehaviour: 'EVENLY_DISTRIBUTED',
    rarityDistribution: 'FIXED',
    draftPacks: packs,
    cardSets: [lob],
    draftId: 'draft-1',
    ...extra,
  };
}

export function makeDraft(stages: DraftStage[]): PackDraft {
  return {
    id: 'draft-1',
    draftId: 'draft-1',
    gameId: 'game-1',
    playerId: 'player-1',
    week: 1,
    source: 'WEEKLY',
    status: 'ACTIVE',
    stages,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
