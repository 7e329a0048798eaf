import { messages } from '@progression/contracts';
import { Forbidden, NotFound, type UserPrincipal } from '@progression/service-kit';
import type { InternalGame } from './clients/games';
import type { StoredDraft } from './models/pack-draft';

/**
 * Who may read or change what, in one place. A draft is its owner's: they read and change it; the game's
 * admin may read it (draft admin, audit); anyone else gets 404, as for an id nobody has.
 */
export const policies = {
  /** The drafts a user owns (their games' drafts and their demo drafts). */
  ownDrafts: (user: UserPrincipal) => ({ userId: user.id }),

  isOwner: (user: UserPrincipal, draft: Pick<StoredDraft, 'userId'>) => draft.userId === user.id,

  /** The caller's player in the game, or 404 when they do not play in it. */
  playerOf(user: UserPrincipal, game: InternalGame) {
    const player = game.players.find((candidate) => candidate.userId === user.id);
    if (!player) throw new NotFound(messages.errors.gameNotFound(game.game.id));
    return player;
  },

  /** The game's admin only: strangers 404, other players 403. */
  assertAdmin(user: UserPrincipal, game: InternalGame): void {
    if (!policies.playerOf(user, game).isAdmin) throw new Forbidden(messages.auth.forbidden);
  },

  isAdmin: (user: UserPrincipal, game: InternalGame) =>
    game.players.some((player) => player.userId === user.id && player.isAdmin),
};
