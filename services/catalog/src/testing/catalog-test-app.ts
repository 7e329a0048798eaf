import request from 'supertest';
import {
  bearerFor,
  serviceBearer,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp, type CatalogParts } from '../app';
import { catalogEnvShape } from '../env';
import { ImageCache } from '../images/image-cache';
import { ImportProgress } from '../import/import-progress';
import { runImport } from '../import/run-import';
import { fixtureSources } from '../import/test-fixtures';
import { CatalogReader } from '../domain/catalog-reader';

/** The catalog app in process on the embedded Mongo, for route tests. */
export interface CatalogTestApp {
  service: TestService<typeof catalogEnvShape>;
  parts: CatalogParts;
  http: () => ReturnType<typeof request>;
  /** Imports the test fixture (six sets); `startCatalogTestApp` does it unless told not to. */
  importFixture: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A user's and the drafts service's Authorization headers. */
export const userBearer = bearerFor({ id: 'u1', username: 'yugi' });
export const draftsBearer = serviceBearer('drafts');

/** An image cache that never reaches a source: every image it has not stored is missing. */
export const offlineImages = () =>
  new ImageCache({
    dir: '/nonexistent-image-dir',
    sourceUrl: 'http://127.0.0.1:9',
    fetch: () => Promise.reject(new Error('offline')),
  });

export async function startCatalogTestApp(
  options: { imported?: boolean; images?: ImageCache } = {},
): Promise<CatalogTestApp> {
  const parts: CatalogParts = {
    reader: new CatalogReader(0),
    images: options.images ?? offlineImages(),
    progress: new ImportProgress(),
  };
  const service = await startTestService({
    name: 'catalog',
    extraShape: catalogEnvShape,
    createApp: (deps) => createApp(deps, parts),
  });
  const importFixture = async () => {
    await runImport(fixtureSources(), 'fixtures');
  };
  if (options.imported !== false) await importFixture();
  return {
    service,
    parts,
    http: () => request(service.app.callback()),
    importFixture,
    stop: () => service.stop(),
  };
}

/**
 * For a route test file: starts the catalog app with the fixture imported before the file's tests and
 * stops it after them. `http()` is the supertest agent of the running app.
 */
export function useCatalogTestApp(): { http: () => ReturnType<typeof request> } {
  let app: CatalogTestApp | undefined;
  beforeAll(async () => {
    app = await startCatalogTestApp();
  }, 60_000);
  afterAll(() => app?.stop());
  return {
    http: () => {
      if (!app) throw new Error('the catalog test app is not started yet');
      return app.http();
    },
  };
}
