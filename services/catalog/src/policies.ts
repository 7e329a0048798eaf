import type { ImageKind } from './images/image-kinds';
import type { CatalogView } from './domain/catalog-view';

/**
 * Who may read or change what, in one place. The catalog is reference data: any signed-in user reads every
 * `/rest/api` route and only services call `/internal` (both enforced by the app's one authenticate());
 * nobody changes it over HTTP (imports run at start or from the CLI). Images are public, so what an
 * anonymous client may cause is decided here.
 */
export const policies = {
  /**
   * Whether an anonymous request may have an image fetched from the source: only of a card or set the
   * catalog has, so nobody can make it fetch, store or remember arbitrary names.
   */
  mayFetchImage(view: CatalogView, kind: ImageKind, name: string): boolean {
    return view.hasImageSubject(kind === 'sets' ? 'set' : 'card', name);
  },
};
