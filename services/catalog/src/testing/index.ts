/** Test helpers for other services: the real catalog in its own process with a small known catalog. */
export {
  startCatalogProcess,
  firstYearCardData,
  type CatalogProcess,
  type CatalogRequest,
} from './catalog-process';
