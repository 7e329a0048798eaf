import { z } from 'zod';

export const flashMessageTypes = ['error', 'success', 'info'] as const;
export const flashMessageType = z.enum(flashMessageTypes);
export type FlashMessageType = z.infer<typeof flashMessageType>;

/** A flash message and the milliseconds it has left. */
export const flashMessage = z.object({
  message: z.string(),
  type: flashMessageType,
  remaining: z.number().min(0),
});
export type FlashMessage = z.infer<typeof flashMessage>;
