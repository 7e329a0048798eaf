import type { Context } from 'koa';
import mongoose from 'mongoose';
import { messages } from '@progression/contracts';
import { currentUser, NotFound, type UserPrincipal } from '@progression/service-kit';
import { Mode } from './models/mode';

/**
 * Who may read or change what in the modes service: a mode is its owner's alone. Anyone else gets 404 for
 * it, as if it did not exist (so ids cannot be probed); service tokens are refused (a mode belongs to a
 * user). Starting a game from a mode goes through GET /{id} with the starter's token, so a user starts
 * games from exactly the modes they can see.
 */
const modesVisibleTo = (user: UserPrincipal) => ({ ownerId: user.id });

/** The modes a user may change: the same as those they see. */
const modesChangeableBy = modesVisibleTo;

/** The caller's mode with this id, or 404. */
async function modeOfCaller(ctx: Context, id: string) {
  const user = currentUser(ctx);
  const mode = mongoose.isValidObjectId(id)
    ? await Mode.findOne({ _id: id, ...modesChangeableBy(user) })
    : null;
  if (!mode) throw new NotFound(messages.modes.modeNotFound);
  return mode;
}

/** The one policies object routes ask. */
export const policies = { modesVisibleTo, modesChangeableBy, modeOfCaller };
