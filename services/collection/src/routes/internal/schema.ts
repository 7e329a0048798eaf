import { ownedCardsPayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

/** POST /internal/collection/owned: a player of a game and the cards the caller asks about. */
export const ownedCards = validate({ body: ownedCardsPayload });
