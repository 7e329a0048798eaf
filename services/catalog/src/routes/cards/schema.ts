import { z } from 'zod';
import { internalCardSearchBody, maxCardSearchIds, queryList } from '@progression/contracts';
import { passcode, yugiohGame } from '../../domain/request-fields';
import { validate } from '@progression/service-kit';

/** GET /rest/api/cards?game=YUGIOH&cardIds=..: each id a passcode. */
export const getCards = validate({
  query: z.object({
    game: yugiohGame,
    cardIds: queryList(passcode, maxCardSearchIds),
  }),
});

/** The contracts' search body, with the catalog's answer for another game and passcodes as ids. */
export const cardSearchBody = internalCardSearchBody;
export type CardSearchBody = z.infer<typeof cardSearchBody>;
export const searchCardsBody = validate({ body: cardSearchBody });
