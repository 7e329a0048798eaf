import { collectionImportLimits, messages } from '@progression/contracts';
import { collectionRoutes } from '@progression/contracts/routes';
import { textBody, validate } from '@progression/service-kit';

/** Whose collection, read before the access check; the page asked for (the body) after it. */
export const collectionOf = validate({ query: collectionRoutes.queryCollection.query });
export const queryCollection = validate({ body: collectionRoutes.queryCollection.body });
export const exportCollection = validate({ query: collectionRoutes.exportCollection.query });

/** Into whom an import goes, read before the access check; the CSV (the body) after it. */
export const importInto = validate({ query: collectionRoutes.importCollection.query });
export const importCsv = textBody({
  type: 'text/csv',
  limit: collectionImportLimits.maxBytes,
  refusals: {
    wrongType: messages.collection.import.notCsv,
    tooLarge: messages.collection.import.tooLarge(collectionImportLimits.maxBytes / 1024 / 1024),
    notText: messages.collection.import.notText,
  },
});
export const importsOf = validate({ query: collectionRoutes.listImports.query });
