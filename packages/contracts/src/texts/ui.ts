/** The texts of the shared UI components (packages/ui), exactly as screens show them. */
export const uiTexts = {
  close: 'Close',
  copyToClipboard: 'Copy to clipboard',
  of: 'of',
  previousPage: 'Previous page',
  nextPage: 'Next page',
} as const;
