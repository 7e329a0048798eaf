/** The read-only page of a deck, which every player of its game can open. */
export const deckViewPath = (gameId: string, deckId: string) =>
  `/games/game/${encodeURIComponent(gameId)}/decks/${encodeURIComponent(deckId)}/view`;

/** The deck's read-only page as a whole link, to paste in a chat. */
export const deckLink = (gameId: string, deckId: string, origin = window.location.origin) =>
  `${origin}${deckViewPath(gameId, deckId)}`;

/** The deck's editor, for its player. */
export const deckEditPath = (gameId: string, deckId: string) =>
  `/games/game/${encodeURIComponent(gameId)}/decks/${encodeURIComponent(deckId)}`;
