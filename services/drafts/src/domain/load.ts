import { messages } from '@progression/contracts';
import { NotFound, type UserPrincipal } from '@progression/service-kit';
import type { Clients } from '../clients';
import { DraftPackModel, type StoredPack } from '../models/draft-pack';
import { PackDraftModel, type StoredDraft, type StoredStage } from '../models/pack-draft';
import { policies } from '../policies';

export interface LoadedDraft {
  draft: StoredDraft;
  packs: StoredPack[];
}

const isObjectIdText = (text: string) => /^[0-9a-f]{24}$/i.test(text);

/**
 * Drafts anyone still sees: a REWARD draft whose claim was reverted is gone from every list and read (its
 * sealed packs are deleted and the collection took its cards back), and a claim again makes a new one.
 */
export const notReverted = { reverted: { $ne: true } } as const;

/**
 * A draft the caller may read: their own, or (with `allowAdmin`) one of a game they administer. Any other
 * draft answers 404 like an id nobody has.
 */
export async function readableDraft(
  id: string,
  user: UserPrincipal,
  clients: Clients,
  { allowAdmin = false } = {},
): Promise<LoadedDraft> {
  const draft = isObjectIdText(id)
    ? await PackDraftModel.findOne({ _id: id, ...notReverted }).lean<StoredDraft>()
    : null;
  const notFound = new NotFound(messages.errors.packDraftNotFound(id));
  if (!draft) throw notFound;
  if (!policies.isOwner(user, draft)) {
    if (!allowAdmin || !draft.gameId) throw notFound;
    const game = await clients.games.internalGame(draft.gameId).catch(() => undefined);
    if (!game || !policies.isAdmin(user, game)) throw notFound;
  }
  return { draft, packs: await DraftPackModel.find({ draftId: draft._id }).lean<StoredPack[]>() };
}

/** A stage by its number, or 404. */
export function stageOf(draft: StoredDraft, stage: number): StoredStage {
  const found = draft.stages.find((candidate) => candidate.stage === stage);
  if (!found) throw new NotFound(messages.drafts.stageNotFound);
  return found;
}

/** Drafts with their packs, for lists. */
export async function withPacks(drafts: StoredDraft[]): Promise<LoadedDraft[]> {
  const packs = await DraftPackModel.find({ draftId: { $in: drafts.map((draft) => draft._id) } }).lean<
    StoredPack[]
  >();
  const byDraft = new Map<string, StoredPack[]>();
  for (const pack of packs) byDraft.set(pack.draftId, [...(byDraft.get(pack.draftId) ?? []), pack]);
  return drafts.map((draft) => ({ draft, packs: byDraft.get(draft._id) ?? [] }));
}
