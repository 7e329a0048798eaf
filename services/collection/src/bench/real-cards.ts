import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  cardKindOf,
  deckClassificationOf,
  frames,
  yugiohCardRaceFromName,
  yugiohCardTypeFromName,
  type Card,
  type EquivalentRarity,
  type Frame,
} from '@progression/contracts';
import { repositoryRoot } from '@progression/service-kit/testing';
import { unknownCard } from '../domain/searchable';

interface RawCard {
  id: number;
  name: string;
  type: string;
  frameType: string;
  desc: string;
  race: string;
  attribute?: string;
  level?: number;
  atk?: number;
  def?: number | null;
  card_sets?: { set_name: string; set_code: string; set_rarity: string }[];
}

/** A real card with the printing it is pulled as. */
export interface RealCard {
  card: Card;
  setCardId: string;
  rarity: EquivalentRarity;
  /** That printing as YGOPRODeck names it (none for a card with no printing). */
  printing: { setName: string; code: string; rarityName: string } | null;
}

const rarityOf = (text: string): EquivalentRarity =>
  /secret/i.test(text)
    ? 'SECRET_RARE'
    : /ultra/i.test(text)
      ? 'ULTRA_RARE'
      : /super/i.test(text)
        ? 'SUPER_RARE'
        : /rare/i.test(text)
          ? 'RARE'
          : 'COMMON';

/** The card the catalog would answer for a YGOPRODeck card (the fields the collection reads). */
function cardOf(raw: RawCard): Card {
  const type = yugiohCardTypeFromName(raw.type);
  const base = { ...unknownCard(String(raw.id)), name: raw.name, description: raw.desc };
  if (!type) return base;
  const kind = cardKindOf(type);
  const frameCode = raw.frameType.toUpperCase() as Frame;
  return {
    ...base,
    deckClassification: deckClassificationOf(type),
    yugiohMetaData: {
      type,
      frame: frames.includes(frameCode) ? frameCode : 'EFFECT',
      race: yugiohCardRaceFromName(raw.race, kind) ?? 'UNKNOWN',
      attribute: kind === 'MONSTER' && raw.attribute ? (raw.attribute as never) : null,
      level: kind === 'MONSTER' ? (raw.level ?? null) : null,
      // As the catalog reads the snapshot: -1 stands for "?", which the catalog gives as unknown (null).
      attack: kind === 'MONSTER' ? statOf(raw.atk) : null,
      defense: kind === 'MONSTER' ? statOf(raw.def) : null,
    },
  };
}

/** Every card of the snapshot beside the checkout (`../shared/carddata`), with its first printing. */
const statOf = (value: number | null | undefined) =>
  value === undefined || value === null || value < 0 ? null : value;

export function readRealCards(): RealCard[] {
  const file = join(repositoryRoot(), '..', 'shared', 'carddata', 'ygoprodeck', 'cardinfo.json.gz');
  const raw = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { data: RawCard[] };
  return raw.data.map((card) => {
    const printing = card.card_sets?.[0];
    return {
      card: cardOf(card),
      setCardId: `${card.id}:${printing?.set_code ?? 'none'}`,
      rarity: rarityOf(printing?.set_rarity ?? ''),
      printing: printing
        ? { setName: printing.set_name, code: printing.set_code, rarityName: printing.set_rarity }
        : null,
    };
  });
}
