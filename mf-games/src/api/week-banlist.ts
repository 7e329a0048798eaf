import { banlistFormats, type BanlistEntry, type BanlistFormat, type Game } from '@progression/contracts';
import { fetchSystemBanlist } from './banlist';
import { fetchMode } from './modes';

/** The banlist version a week plays under: its format, when it took effect, and its entries. */
export interface WeekBanlist {
  format: BanlistFormat;
  activeFrom: string;
  entries: BanlistEntry[];
}

async function versionOf(format: BanlistFormat, activeFrom: string, signal?: AbortSignal) {
  const list = await fetchSystemBanlist(format, signal);
  const version = list.versions.find(
    (candidate) => Date.parse(candidate.activeFrom) === Date.parse(activeFrom),
  );
  return version && { format, activeFrom: version.activeFrom, entries: version.entries };
}

/**
 * The banlist of the game's active week, or null when the week has none (NO_BANS, or no sets). The game
 * fixes the version's date; the base list is the mode's, which only its owner can read, so for anyone
 * else the formats are searched for the version of that date.
 */
export async function fetchActiveWeekBanlist(game: Game, signal?: AbortSignal): Promise<WeekBanlist | null> {
  const week = game.weeks.find((candidate) => candidate.week === game.activeWeek);
  if (!week?.banlistVersion) return null;
  const preferred = await fetchMode(game.modeId, signal).then(
    (mode) => mode.banlistConfig.banlistTemplate,
    () => undefined,
  );
  const formats = preferred ? [preferred, ...banlistFormats.filter((f) => f !== preferred)] : banlistFormats;
  for (const format of formats) {
    const found = await versionOf(format, week.banlistVersion, signal);
    if (found) return found;
  }
  return null;
}
