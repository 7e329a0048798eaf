import { z } from 'zod';
import { banlistFormat, messages } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const formatQuery = validate({ query: z.object({ format: banlistFormat }) });

/** The version in force on a date (public and internal routes). */
export const inForceQuery = validate({
  query: z.object({ format: banlistFormat, date: z.iso.date({ error: messages.catalog.dateFormat }) }),
});
