import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { deckClassificationOf, yugiohCardTypeFromName, type Card } from '@progression/contracts';
import { repositoryRoot } from '@progression/service-kit/testing';

interface RawCard {
  id: number;
  name: string;
  type: string;
  card_images?: { id: number }[];
}

/** The card the catalog would answer for a YGOPRODeck card (the fields the decks service reads). */
function cardOf(raw: RawCard): Card | undefined {
  const type = yugiohCardTypeFromName(raw.type);
  if (!type) return undefined;
  const id = String(raw.id);
  return {
    id,
    name: raw.name,
    description: '',
    smallImageUrl: '',
    largeImageUrl: '',
    firstPrintedRarity: null,
    yugiohMetaData: {
      type,
      frame: 'EFFECT',
      race: 'UNKNOWN',
      attribute: null,
      level: null,
      attack: null,
      defense: null,
    },
    deckClassification: deckClassificationOf(type),
    archetype: null,
    linkRating: null,
    linkMarkers: [],
    pendulumScale: null,
    pendulumDescription: null,
    monsterDescription: null,
    artworkIds: [...new Set([id, ...(raw.card_images ?? []).map((image) => String(image.id))])],
    konamiId: null,
  };
}

/** Every card of the snapshot beside the checkout (`../shared/carddata`) the product can classify. */
export function readRealCards(): Card[] {
  const file = join(repositoryRoot(), '..', 'shared', 'carddata', 'ygoprodeck', 'cardinfo.json.gz');
  const raw = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { data: RawCard[] };
  return raw.data.flatMap((card) => cardOf(card) ?? []);
}
