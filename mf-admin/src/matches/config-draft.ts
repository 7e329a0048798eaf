import {
  maxAutoConfirmHours,
  minAutoConfirmHours,
  maxPlacementScores,
  maxSwissRounds,
  messages,
  type MatchConfig,
  type MatchConfigPayload,
  type Pairing,
} from '@progression/contracts';

/** The config as the form edits it: numbers as typed. */
export interface ConfigDraft {
  legsEnabled: boolean;
  legLength: string;
  /** Comma separated, first place first. */
  placementScores: string;
  pairing: Pairing;
  swissRounds: string;
  /** Confirmed results: on or off, and the hours until a pending result confirms itself. */
  confirmResults: boolean;
  autoConfirmHours: string;
}

export const draftOf = (config: MatchConfig): ConfigDraft => ({
  legsEnabled: config.legsEnabled,
  legLength: String(config.legLength),
  placementScores: config.placementScores.join(', '),
  pairing: config.pairing,
  swissRounds: String(config.swissRounds),
  confirmResults: config.confirmResults,
  autoConfirmHours: String(config.autoConfirmHours),
});

const wholeAtLeastZero = (text: string) => /^\d+$/.test(text.trim());

export type ParsedDraft =
  | { payload: MatchConfigPayload; errors?: undefined }
  | { payload?: undefined; errors: Partial<Record<keyof ConfigDraft, string>> };

/** The payload to save, or what is wrong: whole numbers at least 0, at most 64 placement scores. */
export function parseDraft(draft: ConfigDraft): ParsedDraft {
  const errors: Partial<Record<keyof ConfigDraft, string>> = {};
  if (!wholeAtLeastZero(draft.legLength)) errors.legLength = messages.matches.atLeastZero('leg length');
  const scores = draft.placementScores.trim() === '' ? [] : draft.placementScores.split(',');
  if (!scores.every(wholeAtLeastZero))
    errors.placementScores = messages.matches.atLeastZero('placement score');
  else if (scores.length > maxPlacementScores)
    errors.placementScores = messages.matches.tooManyPlacementScores(maxPlacementScores);
  const rounds = Number(draft.swissRounds.trim());
  if (!wholeAtLeastZero(draft.swissRounds) || rounds < 1 || rounds > maxSwissRounds)
    errors.swissRounds = messages.matches.swissRoundsRange(maxSwissRounds);
  const hours = Number(draft.autoConfirmHours.trim());
  if (!wholeAtLeastZero(draft.autoConfirmHours) || hours < minAutoConfirmHours || hours > maxAutoConfirmHours)
    errors.autoConfirmHours = messages.matchResults.autoConfirmHoursRange(
      minAutoConfirmHours,
      maxAutoConfirmHours,
    );
  if (Object.keys(errors).length > 0) return { errors };
  return {
    payload: {
      legsEnabled: draft.legsEnabled,
      legLength: Number(draft.legLength.trim()),
      placementScores: scores.map((score) => Number(score.trim())),
      pairing: draft.pairing,
      swissRounds: rounds,
      confirmResults: draft.confirmResults,
      autoConfirmHours: hours,
    },
  };
}

/** Whether the form differs from the saved config (Save and Cancel show only then). */
export const isChanged = (draft: ConfigDraft, saved: MatchConfig): boolean => {
  const original = draftOf(saved);
  const parsed = parseDraft(draft);
  if (!parsed.payload) return true;
  return (
    draft.legsEnabled !== original.legsEnabled ||
    parsed.payload.legLength !== saved.legLength ||
    parsed.payload.placementScores.join() !== saved.placementScores.join() ||
    draft.pairing !== saved.pairing ||
    parsed.payload.swissRounds !== saved.swissRounds ||
    draft.confirmResults !== saved.confirmResults ||
    parsed.payload.autoConfirmHours !== saved.autoConfirmHours
  );
};
