import type { z } from 'zod';
import { catalogRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

/** GET /rest/api/cards?game=YUGIOH&cardIds=..: each id a passcode. */
export const getCards = validate({ query: catalogRoutes.cardsById.query });

/** The contracts' search body, with the catalog's answer for another game and passcodes as ids. */
export const cardSearchBody = catalogRoutes.searchCards.body;
export type CardSearchBody = z.infer<typeof cardSearchBody>;
export const searchCardsBody = validate({ body: cardSearchBody });
