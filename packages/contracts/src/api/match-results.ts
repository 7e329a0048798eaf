import { z } from 'zod';
import { maxDisputeReasonLength } from '../entities';
import { messages } from '../messages';

const reasonRange = messages.matchResults.reasonRange(maxDisputeReasonLength);

/** POST /rest/api/matches/{id}/dispute: the opponent's reason, trimmed, 1 to 500 characters. */
export const matchDisputePayload = z.object({
  reason: z
    .string({ error: reasonRange })
    .trim()
    .min(1, { error: reasonRange })
    .max(maxDisputeReasonLength, { error: reasonRange }),
});
export type MatchDisputePayload = z.infer<typeof matchDisputePayload>;
