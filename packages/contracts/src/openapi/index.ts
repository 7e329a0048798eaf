export { openApiDocument, openApiPath, refusalsOf } from './document';
export { apiError, schemaNames } from './schema-names';
export * from '../routes';
