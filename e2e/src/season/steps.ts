// What a player or the admin does on the season's pages, and how the test reads back what they show.
import { messages } from '@progression/contracts';
import type { Locator, Page } from 'playwright-core';
import { pulledCardName, visit } from '../harness';
import type { ScoreRow } from './oracle';

/** The name of a card from a label "name, rarity" (or "name, 3 of 3 left: ..."). */
const nameOf = (label: string) => label.slice(0, label.lastIndexOf(', '));

/** Repeats `read` until it equals `expected` (what events change arrives moments later), then answers it. */
export async function settled<T>(read: () => Promise<T>, expected: T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * On a draft page: fills and opens every stage with Start and Open all packs, and answers the cards each
 * stage's results list, until the draft is complete.
 */
export async function openDraft(page: Page): Promise<string[]> {
  const cards: string[] = [];
  const start = page.getByRole('button', { name: 'Start', exact: true });
  const openAll = page.getByRole('button', { name: 'Open all packs' });
  const done = page.getByText('This draft is complete.');
  for (let stage = 1; ; stage++) {
    await start.or(openAll).or(done).first().waitFor();
    if (await done.isVisible()) return cards;
    if (await start.isVisible()) await start.click();
    await openAll.click();
    const gave = page.getByText(new RegExp(`^Stage ${stage} gave you (\\d+) cards?$`));
    await gave.waitFor();
    const count = Number((await gave.textContent())!.match(/(\d+) card/)![1]);
    const figures = page.getByRole('list', { name: `Stage ${stage} cards` }).getByRole('figure');
    await figures.nth(count - 1).waitFor();
    const labels = await figures.evaluateAll((all) =>
      all.map((figure) => figure.getAttribute('aria-label')!),
    );
    if (labels.length !== count)
      throw new Error(`Stage ${stage} says ${count} cards but lists ${labels.length}`);
    cards.push(...labels.map(pulledCardName));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}

/** Opens the player's draft named `title` from the Drafts page and opens all its packs. */
export async function openDraftFromDraftsPage(page: Page, gameId: string, title: string): Promise<string[]> {
  await visit(page, `/games/game/${gameId}/drafts`);
  await page.getByRole('region', { name: title }).getByRole('button', { name: 'Start draft' }).click();
  await page.waitForURL(`**/games/game/${gameId}/draft/**`);
  return openDraft(page);
}

/** Reports the match against `opponent` on the Matches page as the player sees it. */
export async function report(page: Page, opponent: string, outcome: 'Win' | 'Loss'): Promise<void> {
  await page.getByRole('button', { name: `${outcome} against ${opponent}`, exact: true }).click();
  await page.getByText(messages.matches.matchUpdated, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: `Reset match against ${opponent}`, exact: true }).waitFor();
}

/** A claim as the test made it: the reward's id (from the claim page's address) and the cards it gave. */
export interface Claim {
  rewardId: string;
  cards: string[];
}

/**
 * Claims the first unclaimed reward labelled `label` ("Booster pack x 1") in the Rewards page's list
 * `list` (Weekly, Wins, Losses): a pack is chosen, claimed and opened in its draft; a wildcard takes the
 * first card offered, three copies.
 */
export async function claimReward(page: Page, gameId: string, list: string, label: string): Promise<Claim> {
  await visit(page, `/games/game/${gameId}/rewards`);
  const card = page
    .getByRole('region', { name: list, exact: true })
    .getByRole('region', { name: label, exact: true })
    .filter({ has: page.getByRole('button', { name: 'Claim reward' }) })
    .first();
  await card.getByRole('button', { name: 'Claim reward' }).click();
  await page.waitForURL(`**/games/game/${gameId}/rewards/**`);
  const rewardId = new URL(page.url()).pathname.split('/').pop()!;
  if (/wildcard/i.test(label)) {
    const choice = page
      .getByRole('group', { name: /^Week \d+ cards$/ })
      .first()
      .getByRole('button')
      .first();
    await choice.waitFor();
    const name = nameOf((await choice.getAttribute('aria-label'))!);
    await choice.click();
    await page.getByText('1 selected: 3 copies', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Claim reward' }).click();
    await page.getByText(`${name}: 3 copies`, { exact: true }).waitFor();
    return { rewardId, cards: [name, name, name] };
  }
  await page
    .getByRole('button', { name: /^Add a pack of / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Claim reward' }).click();
  await page.getByText('You have received').waitFor();
  await page.getByRole('button', { name: 'Go to draft' }).click();
  await page.waitForURL(`**/games/game/${gameId}/draft/**`);
  return { rewardId, cards: await openDraft(page) };
}

/** Adds one copy of the first collection card with copies left to the player's deck; answers its name. */
export async function addCardToDeck(page: Page, gameId: string, firstTime: boolean): Promise<string> {
  await visit(page, `/games/game/${gameId}/decks`);
  if (firstTime) {
    await page.getByRole('button', { name: 'New deck' }).click();
    await page.getByText(messages.decks.deckCreated('New deck')).waitFor();
  } else {
    await page.getByRole('region', { name: 'New deck' }).getByRole('button', { name: 'Edit' }).click();
  }
  await page.waitForURL(/\/decks\/[0-9a-f]{24}$/);
  await page.getByRole('region', { name: 'Main Deck' }).waitFor();
  const before = await deckSize(page);
  // On a phone the editor shows the deck or the collection, with a switch between them.
  const halves = page.getByRole('group', { name: messages.decks.phoneViewLabel });
  const phone = await halves.isVisible();
  if (phone) await halves.getByRole('button', { name: messages.decks.phoneViewCollection }).click();
  const tile = page
    .getByRole('list', { name: 'Collection cards' })
    .getByRole('button', { name: /, [1-9]\d* of \d+ left/ })
    .first();
  await tile.waitFor();
  const name = nameOf((await tile.getAttribute('aria-label'))!.split(':')[0]!);
  await tile.click();
  if (phone) await halves.getByRole('button', { name: messages.decks.phoneViewDeck }).click();
  await settled(() => deckSize(page), before + 1);
  await page.getByText('Invalid deck', { exact: true }).waitFor();
  return name;
}

/** Cards in the deck editor's Main and Extra Deck, from their counters. */
export async function deckSize(page: Page): Promise<number> {
  let total = 0;
  for (const section of ['Main Deck', 'Extra Deck']) {
    const counter = page.getByRole('region', { name: section }).getByLabel(/^\d+ cards, \d+ to \d+$/);
    total += Number((await counter.getAttribute('aria-label'))!.split(' ')[0]);
  }
  return total;
}

/** The text of a Matches page stat card. */
export async function statCard(page: Page, title: string): Promise<string> {
  const text = (await page.getByRole('region', { name: title, exact: true }).textContent())!.trim();
  // The card reads its title, then the value.
  return text.slice(title.length).trim();
}

/** The rows of the score table in `tab` of the Scores page, by its column headers. */
export async function scoreTable(page: Page, tab: string): Promise<ScoreRow[]> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const rows = await tableRows(page.getByRole('tabpanel').getByRole('table'));
  return rows.map((row) => ({
    rank: Number(row['#']!.replace(/\D/g, '')),
    player: row.Player!,
    points: Number(row.Points),
    wins: Number(row.Wins),
    losses: Number(row.Losses),
  }));
}

/** The Stats page's Standings (legs off): place, player, wins, losses and winrate. */
export async function standingsTable(
  page: Page,
): Promise<(Omit<ScoreRow, 'points'> & { winrate: string })[]> {
  const rows = await tableRows(page.getByRole('table', { name: 'Standings' }));
  return rows.map((row) => ({
    rank: Number(row['#']!.replace(/\D/g, '')),
    player: row.Player!,
    wins: Number(row.Wins),
    losses: Number(row.Losses),
    winrate: row.Winrate!,
  }));
}

/** A table's body rows as records keyed by the column headers' text. */
async function tableRows(table: Locator): Promise<Record<string, string>[]> {
  await table.getByRole('row').nth(1).waitFor();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const rows = await table
    .getByRole('row')
    .evaluateAll((all) =>
      all
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('td, th'), (cell) => cell.textContent!.trim())),
    );
  return rows.map((cells) =>
    Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])),
  );
}

/**
 * Copies per card name on the Collection page. The grid renders only the rows in view, so the reader scrolls
 * it from top to bottom (loading past the first 100 cards on the way) and keeps every tile it saw.
 */
export async function collectionPage(page: Page, gameId: string): Promise<Map<string, number>> {
  await visit(page, `/games/game/${gameId}/collection`);
  const list = page.getByRole('list', { name: messages.collection.title });
  await list.or(page.getByText(messages.collection.empty)).first().waitFor();
  if (!(await list.isVisible())) return new Map();
  const shown = page.getByText(/^\d+ of \d+ cards$/);
  const counts = async () => (await shown.textContent())!.match(/\d+/g)!.map(Number) as [number, number];
  const scroller = page.getByTestId('collection-scroller');
  let owned = new Map<string, number>();
  let firstTotal: number | undefined;
  let rescans = 0;
  const fromTheTop = async () => {
    owned = new Map();
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  };
  for (;;) {
    const [, totalBefore] = await counts();
    const labels = await list
      .getByRole('button')
      .evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label') ?? ''));
    const [count, total] = await counts();
    firstTotal ??= totalBefore;
    if (totalBefore !== total || total !== firstTotal) {
      // A page reached in-app shows the kept collection first; its fresh read replaced it mid-scan, so the
      // tiles seen so far may be stale: read the new one from the top.
      firstTotal = total;
      await fromTheTop();
      continue;
    }
    for (const label of labels) {
      const match = label.match(/^(.*), (\d+) owned$/);
      if (match) owned.set(match[1]!, Number(match[2]));
    }
    const atEnd = await scroller.evaluate(
      (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
    );
    if (atEnd && count! >= total!) {
      if (owned.size === total) return owned;
      // The fresh read may also keep the total and change the cards: read it again, a few times at most.
      if (rescans++ >= 2) throw new Error(`The collection says ${total} cards but showed ${owned.size}`);
      await fromTheTop();
      continue;
    }
    if (atEnd)
      await page.getByText(messages.collection.shown(Math.min(count! + 52, total!), total!)).waitFor();
    else {
      await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight / 2));
      // The grid renders the rows now in view on the next frames.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
  }
}
