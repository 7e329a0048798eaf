import { shellTexts } from '@progression/contracts/texts/shell';

/** The sidebar's entries per section of spec section 2. */
export interface SidebarEntry {
  label: string;
  /** The path, or for game pages the page under `/games/game/<selected id>/`. */
  path?: string;
  gamePage?: string;
  /** The game selector comes right after this entry (spec: My Games, then the selector, then the pages). */
  followedBySelector?: boolean;
}

export interface SidebarSection {
  title: string;
  entries: readonly SidebarEntry[];
}

const gamePages = [
  'Overview',
  'Matches',
  'Stats',
  'Playoffs',
  'Drafts',
  'Rewards',
  'Decks',
  'Collection',
  'Banlist',
  'Packs',
];

export const sidebarSections = {
  games: {
    title: shellTexts.games,
    entries: [
      { label: shellTexts.myGames, path: '/games/overview', followedBySelector: true },
      ...gamePages.map((label) => ({ label, gamePage: label.toLowerCase() })),
    ],
  },
  modes: { title: shellTexts.modes, entries: [{ label: shellTexts.overview, path: '/modes/overview' }] },
  drafts: { title: shellTexts.packs, entries: [{ label: shellTexts.overview, path: '/drafts/overview' }] },
} satisfies Record<string, SidebarSection>;

/** Which sidebar a path shows: Modes under /modes, Packs under /drafts, Games everywhere else. */
export function sectionFor(pathname: string): SidebarSection {
  if (pathname.startsWith('/modes')) return sidebarSections.modes;
  if (pathname.startsWith('/drafts')) return sidebarSections.drafts;
  return sidebarSections.games;
}

/** Where an entry leads, or undefined for a game page while no game is selected. */
export function entryPath(entry: SidebarEntry, selectedGameId: string | null): string | undefined {
  if (entry.path) return entry.path;
  return selectedGameId ? `/games/game/${selectedGameId}/${entry.gamePage}` : undefined;
}

/** The Admin entry of the Games sidebar, shown only to the admins of the selected game. */
export const adminEntry: SidebarEntry = { label: shellTexts.admin, gamePage: 'admin' };

/** A section's entries as the sidebar shows them: the Games section adds Admin for a game's admin. */
export function visibleEntries(section: SidebarSection, isGameAdmin: boolean): readonly SidebarEntry[] {
  return section === sidebarSections.games && isGameAdmin
    ? [...section.entries, adminEntry]
    : section.entries;
}
