// What a page must never show: an enum's value where its label belongs.
import { labels, type LabelledEnum } from '@progression/contracts';
import type { Page } from 'playwright-core';

/**
 * The enums a league's pages show. Card game data (attributes, races, frames) is left out: card texts
 * write those words in capitals themselves ("1 LIGHT monster").
 */
const shownEnums: LabelledEnum[] = [
  'cardPoolType',
  'banlistBehaviour',
  'banlistSelectionBehaviour',
  'banlistFormat',
  'draftBehaviour',
  'rarityDistribution',
  'draftPackStatus',
  'packDraftSource',
  'packDraftStatus',
  'cardSetType',
  'equivalentRarity',
  'banType',
  'gameStatus',
  'rewardType',
  'rewardStatus',
  'rewardTrackKind',
  'rewardHistoryAction',
  'notificationKind',
  'announcementKind',
  'deliveryState',
];

/** Every value of those enums whose label differs from it (TCG is its own label), longest first. */
const rawValues = [
  ...new Set(
    shownEnums.flatMap((name) =>
      Object.entries(labels[name] as Record<string, string>)
        .filter(([value, label]) => value !== label)
        .map(([value]) => value),
    ),
  ),
].sort((a, b) => b.length - a.length);

const rawValue = new RegExp(`(?<![A-Za-z0-9_])(${rawValues.join('|')})(?![A-Za-z0-9_])`, 'g');

/** The enum values written in a text (each once). */
export const rawEnumValuesIn = (text: string): string[] => [...new Set(text.match(rawValue) ?? [])];

/** The enum values the page shows: its visible text, the values of its fields and its accessible names. */
export async function rawEnumValuesOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const fields = Array.from(
      document.querySelectorAll('input:not([type=hidden]):not([aria-hidden=true]), textarea'),
    ).map((field) => (field as HTMLInputElement).value);
    const names = Array.from(document.querySelectorAll('[aria-label], [title]')).map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
    );
    return [document.body.innerText, ...fields, ...names].join('\n');
  });
  return rawEnumValuesIn(shown);
}

/** "name, rarity", then "New" and the copies owned when the opener knows them: a pulled card's label. */
const rarityAfterName = new RegExp(
  `^(.*), (?:${Object.values(labels.equivalentRarity).join('|')})(?:, .*)?$`,
);

/** The card name in a pulled card's label (the pack opener's and the stage results' cards). */
export const pulledCardName = (label: string): string => label.match(rarityAfterName)?.[1] ?? label;
