import { messages, type BanlistFormat } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import { versionInForce } from '../domain/banlists';
import type { CatalogView } from '../domain/catalog-view';

/** `{format, createdAt, versions}`; a format without data (DUEL_LINKS, WORLD_CHAMPIONSHIP) has no versions. */
export function presentBanlist(view: CatalogView, format: BanlistFormat) {
  const versions = view.banlists.get(format) ?? [];
  const createdAt = versions.reduce<Date | undefined>(
    (first, v) => (!first || v.createdAt < first ? v.createdAt : first),
    undefined,
  );
  return {
    format,
    createdAt: (createdAt ?? new Date(0)).toISOString(),
    versions: versions.map(({ activeFrom, entries }) => ({ activeFrom, entries })),
  };
}

/** The version of a format in force on a date, or a 404 saying there is none. */
export function presentInForce(view: CatalogView, format: BanlistFormat, date: string) {
  const version = versionInForce(view.banlists.get(format) ?? [], date);
  if (!version) throw new NotFound(messages.catalog.noBanlistInForce(format, date));
  return { format, activeFrom: version.activeFrom, entries: version.entries };
}
