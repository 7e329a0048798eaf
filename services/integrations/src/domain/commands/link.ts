import { messages } from '@progression/contracts';
import { DiscordLink } from '../../models/discord-link';
import { LinkCode } from '../../models/link-code';
import { privately, type CommandInput, type Reply } from './context';

/** /link code: redeems a one-time code from the web app (once, within its 10 minutes). */
export async function link(input: CommandInput): Promise<Reply> {
  const code = input.options.get('code')!.trim().toUpperCase();
  // One atomic delete: two /link with the same code cannot both redeem it.
  const redeemed = await LinkCode.findOneAndDelete({ _id: code, expiresAt: { $gt: new Date() } }).lean();
  if (!redeemed) return privately(messages.integrations.linkCodeInvalid);
  // One Discord account per Progression account: a new link replaces the old one.
  await DiscordLink.deleteMany({ userId: redeemed.userId, _id: { $ne: input.user.id } });
  await DiscordLink.updateOne(
    { _id: input.user.id },
    { $set: { userId: redeemed.userId, username: redeemed.username } },
    { upsert: true },
  );
  return privately(messages.integrations.linked(redeemed.username));
}
