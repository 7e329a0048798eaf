/**
 * Whether a handler that needs every named player's user should wait for the ones it has not heard of
 * (game.player.joined and the event naming them arrive in any order): it retries a few deliveries
 * (the kit's back-off: 1 s, 5 s, 30 s), then notifies those it knows rather than setting the event aside.
 */
export function shouldWaitForPlayers(missing: number, attempt: number): boolean {
  return missing > 0 && attempt < 4;
}
