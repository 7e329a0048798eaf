import type { DeckRegistration, RegistrationWindow } from '@progression/contracts';
import { isOpen } from '../domain/registration-window';
import type { RegistrationRecord, RegistrationWeekRecord } from './registration-week';

type StoredWeek = Pick<RegistrationWeekRecord, 'closesAt' | 'closedAt'> & {
  registrations?: Map<string, RegistrationRecord> | Record<string, RegistrationRecord> | null;
};

/** A week's registrations by player id, whether read as a document (a Map) or lean (a plain object). */
export function registrationsOf(week: StoredWeek | null): Map<string, RegistrationRecord> {
  const stored = week?.registrations;
  if (!stored) return new Map();
  return stored instanceof Map ? stored : new Map(Object.entries(stored));
}

/** Whether the week takes registrations now, and what closes or closed it. */
export function presentWindow(
  week: number,
  activeWeek: number,
  stored: StoredWeek | null,
  now = new Date(),
): RegistrationWindow {
  const closesAt = stored?.closesAt ?? null;
  const closedAt = stored?.closedAt ?? null;
  return {
    week,
    open: isOpen({ week, activeWeek, closesAt, closedAt }, now),
    closesAt: closesAt?.toISOString() ?? null,
    closedAt: closedAt?.toISOString() ?? null,
  };
}

/** A registered copy as clients see it. */
export function presentRegistration(
  gameId: string,
  week: number,
  registration: RegistrationRecord,
): DeckRegistration {
  return {
    gameId,
    week,
    playerId: registration.playerId,
    deckId: registration.deckId,
    name: registration.name,
    cards: registration.cards.map(({ cardId, quantity, zone }) => ({ cardId, quantity, zone })),
    valid: registration.valid,
    reasons: [...registration.reasons],
    registeredAt: registration.registeredAt.toISOString(),
  };
}
