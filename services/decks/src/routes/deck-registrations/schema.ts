import { deckRegistrationsRoutes as routes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

// Each part as the public route declares it (the game an ObjectId, the week a whole number).
export const registrationQuery = validate({ query: routes.myRegistration.query });
export const registrationGame = validate({ query: routes.registerDeck.query });
export const registerDeck = validate({ body: routes.registerDeck.body });
export const playerRegistration = validate({
  params: routes.playerRegistration.params,
  query: routes.playerRegistration.query,
});
export const closeTime = validate({ body: routes.setRegistrationCloseTime.body });
