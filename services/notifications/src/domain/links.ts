/** The pages a notification links to (the shell's and the areas' routes). */
export const links = {
  overview: (gameId: string) => `/games/game/${gameId}/overview`,
  draft: (gameId: string, draftId: string) => `/games/game/${gameId}/draft/${draftId}`,
  boosterTable: (gameId: string, draftId: string) => `/games/game/${gameId}/draft/${draftId}/table`,
  reward: (gameId: string, rewardId: string) => `/games/game/${gameId}/rewards/${rewardId}`,
  admin: (gameId: string) => `/games/game/${gameId}/admin`,
  playoffs: (gameId: string) => `/games/game/${gameId}/playoffs`,
  matches: (gameId: string) => `/games/game/${gameId}/matches`,
};
