/** Where the web app is, for buttons opening one of its pages (none without WEB_APP_URL). */
export interface WebAppLinks {
  webAppUrl?: string;
}

/** The game's page in the web app. */
export const gamePageUrl = (webAppUrl: string, gameId: string) =>
  `${webAppUrl}/games/game/${encodeURIComponent(gameId)}`;

/** A game's pack draft page in the web app (mf-drafts' route). */
export const draftPageUrl = (webAppUrl: string, gameId: string, draftId: string) =>
  `${gamePageUrl(webAppUrl, gameId)}/draft/${encodeURIComponent(draftId)}`;

/** A game's matches page in the web app (mf-games' route), where a pending result is disputed. */
export const matchesPageUrl = (webAppUrl: string, gameId: string) =>
  `${gamePageUrl(webAppUrl, gameId)}/matches`;
