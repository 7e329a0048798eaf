import type { RewardClock, RewardConfig, RewardConfigPayload, RewardType } from '@progression/contracts';
import { labels, messages } from '@progression/contracts';

export const trackNames = ['weekTrack', 'winTrack', 'lossTrack'] as const;
export type TrackName = (typeof trackNames)[number];
export const trackTitles: Record<TrackName, string> = {
  weekTrack: labels.rewardTrackKind.WEEK,
  winTrack: labels.rewardTrackKind.WIN,
  lossTrack: labels.rewardTrackKind.LOSS,
};

export const clockNumbers = ['startingFrom', 'every', 'quantity'] as const;
export type ClockNumber = (typeof clockNumbers)[number];
export const clockNumberLabels: Record<ClockNumber, string> = {
  startingFrom: 'Starting from',
  every: 'Every',
  quantity: 'Quantity',
};

/** A clock as the form edits it: numbers as typed. */
export type ClockDraft = { type: RewardType } & Record<ClockNumber, string>;
export type ConfigDraft = Record<TrackName, { id: string; clocks: ClockDraft[] }>;

const clockDraftOf = (clock: RewardClock): ClockDraft => ({
  type: clock.type,
  startingFrom: String(clock.startingFrom),
  every: String(clock.every),
  quantity: String(clock.quantity),
});

export const draftOf = (config: RewardConfig): ConfigDraft => ({
  weekTrack: { id: config.weekTrack.id, clocks: config.weekTrack.clocks.map(clockDraftOf) },
  winTrack: { id: config.winTrack.id, clocks: config.winTrack.clocks.map(clockDraftOf) },
  lossTrack: { id: config.lossTrack.id, clocks: config.lossTrack.clocks.map(clockDraftOf) },
});

export const newClock = (): ClockDraft => ({
  type: 'BOOSTER_PACK',
  startingFrom: '1',
  every: '1',
  quantity: '1',
});

const wholeAtLeastZero = (text: string) => /^\d+$/.test(text.trim());

/** The error of one number field, if any: whole numbers at least 0. */
export const numberError = (field: ClockNumber, text: string): string | undefined =>
  wholeAtLeastZero(text) ? undefined : messages.matches.atLeastZero(clockNumberLabels[field].toLowerCase());

/** The payload to save, or null while a number is wrong. */
export function payloadOf(draft: ConfigDraft): RewardConfigPayload | null {
  const all = trackNames.flatMap((name) => draft[name].clocks);
  if (all.some((clock) => clockNumbers.some((field) => numberError(field, clock[field])))) return null;
  const track = (name: TrackName) => ({
    id: draft[name].id,
    clocks: draft[name].clocks.map((clock) => ({
      type: clock.type,
      startingFrom: Number(clock.startingFrom),
      every: Number(clock.every),
      quantity: Number(clock.quantity),
    })),
  });
  return { weekTrack: track('weekTrack'), winTrack: track('winTrack'), lossTrack: track('lossTrack') };
}
