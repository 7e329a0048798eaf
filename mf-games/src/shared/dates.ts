import { dateLocale } from '@progression/contracts';

/** A date as the product shows it (en-GB), e.g. 21/11/2025. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(dateLocale);
}

/** A date and time as the product shows it (en-GB), e.g. 21/11/2025, 14:05. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(dateLocale, { dateStyle: 'short', timeStyle: 'short' });
}
