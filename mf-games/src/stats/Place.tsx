import { messages } from '@progression/contracts';

/** A table's place: shared by tied players, a dash (named for screen readers) with no result yet. */
export function Place({ place }: { place: number | null }) {
  if (place !== null) return <>{place}</>;
  return (
    <span title={messages.matches.unplaced} aria-label={messages.matches.unplaced}>
      –
    </span>
  );
}
