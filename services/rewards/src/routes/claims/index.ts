// The claim of a reward goes through its draft: the pack choice of a pack reward, the card choice of a wildcard.
export { packDraftsRouter } from './pack-drafts';
export { wildcardDraftsRouter } from './wildcard-drafts';
