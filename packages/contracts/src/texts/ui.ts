/** The texts of the shared UI components (packages/ui), exactly as screens show them. */
export const uiTexts = {
  close: 'Close',
  copyToClipboard: 'Copy to clipboard',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  rangeOf: (first: string | number, last: string | number, total: string | number) =>
    `${first}–${last} of ${total}`,
} as const;
