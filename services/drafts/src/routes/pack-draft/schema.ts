import { draftsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const listDrafts = validate({ query: draftsRoutes.listDrafts.query });
export const oneDraft = validate({ params: draftsRoutes.getDraft.params });
export const oneStage = validate({ params: draftsRoutes.fillStage.params });
// A route's params and query are read before its access check, its body after it (see the README).
export const fillStage = validate({ body: draftsRoutes.fillStage.body });
export const setDraftStatus = validate({ body: draftsRoutes.setDraftStatus.body });
/** The packs to open are named in the query, read before the access check; the body after it. */
export const packsToOpen = validate({ query: draftsRoutes.openPacks.query });
export const setPackStatus = validate({ body: draftsRoutes.openPacks.body });
export const gameQuery = validate({ query: draftsRoutes.pullStatistics.query });
