import {
  banTypeGroupNames,
  messages,
  type BanType,
  type BanlistInForceResponse,
  type EventData,
  type WeekBanlist,
} from '@progression/contracts';
import type { CatalogClient } from '../clients/catalog';
import type { InternalGame } from '../clients/games';

/** Changed cards named in one text; the rest are counted. */
const maxChangesNamed = 25;

const banName = (type: BanType | undefined) =>
  type ? banTypeGroupNames[type] : messages.integrations.unlimited;

/** Cards whose limit differs between two banlist versions, with their old and new ban type. */
export function banlistChanges(
  before: BanlistInForceResponse | undefined,
  after: BanlistInForceResponse,
): Array<{ cardId: string; from: BanType | undefined; to: BanType | undefined }> {
  const old = new Map((before?.entries ?? []).map((entry) => [entry.cardId, entry.banType]));
  const now = new Map(after.entries.map((entry) => [entry.cardId, entry.banType]));
  const ids = new Set([...old.keys(), ...now.keys()]);
  return [...ids]
    .filter((cardId) => old.get(cardId) !== now.get(cardId))
    .map((cardId) => ({ cardId, from: old.get(cardId), to: now.get(cardId) }));
}

/** What a week's lines tell: its sets, its banlist and the week before's. */
export interface WeekFacts {
  week: number;
  setNames: string[];
  banlist: WeekBanlist | null;
  previousBanlist: WeekBanlist | null;
}

/** A week's facts from games' internal read of the game (the /week command). */
export function weekFactsOfGame({ game, plan }: InternalGame, week: number): WeekFacts {
  const banlistOf = (number: number) =>
    game.weeks.find((gameWeek) => gameWeek.week === number)?.banlist ?? null;
  return {
    week,
    setNames: setNamesOf(plan.weeks.find((planWeek) => planWeek.week === week)?.weekSets ?? []),
    banlist: banlistOf(week),
    previousBanlist: banlistOf(week - 1),
  };
}

/** A week's facts as its game.week.started carries them. */
export function weekFactsOfEvent(data: EventData<'game.week.started'>): WeekFacts {
  const { week, banlist, previousBanlist, plan } = data;
  return { week, setNames: setNamesOf(plan.weekSets), banlist, previousBanlist };
}

const setNamesOf = (weekSets: InternalGame['plan']['weeks'][number]['weekSets']) =>
  weekSets.flatMap((weekSet) => weekSet.sets).map((set) => set.setName);

/**
 * The lines describing a week of a game: its sets, its banlist version and what changed from the week
 * before (card names from the catalog; without a catalog the changes are left out).
 */
export async function weekLines(
  { week, setNames, banlist, previousBanlist: previous }: WeekFacts,
  catalog: Pick<CatalogClient, 'banlistInForce' | 'cardNames'> | undefined,
): Promise<string[]> {
  const t = messages.integrations;
  const lines = [setNames.length ? t.weekSets(setNames.join(', ')) : t.noSets];

  if (!banlist) return [...lines, t.noBanlist];
  lines.push(t.banlist(banlist.format, banlist.activeFrom.slice(0, 10)));
  if (!catalog) return lines;

  const [after, before] = await Promise.all([
    catalog.banlistInForce(banlist.format, banlist.activeFrom.slice(0, 10)),
    previous && previous.format === banlist.format
      ? catalog.banlistInForce(previous.format, previous.activeFrom.slice(0, 10))
      : Promise.resolve(undefined),
  ]);
  if (!before && week > 1 && previous) return lines;
  const changes = week === 1 ? [] : banlistChanges(before, after);
  if (changes.length === 0) return [...lines, t.noBanlistChanges];
  const named = changes.slice(0, maxChangesNamed);
  const names = await catalog.cardNames(named.map((change) => change.cardId));
  const texts = named.map((change) =>
    t.banChange(names.get(change.cardId) ?? change.cardId, banName(change.from), banName(change.to)),
  );
  if (changes.length > named.length) texts.push(`+${changes.length - named.length}`);
  return [...lines, t.banlistChanges(texts.join('; '))];
}
