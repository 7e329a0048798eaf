import { ownedCountSchema, type OwnedCountRecord } from '@progression/service-kit';
import { model } from 'mongoose';

export { ownedCountId, type OwnedCountRecord } from '@progression/service-kit';

/**
 * Decks' own copy of how many copies of a card a player owns, kept from collection's `collection.changed`
 * (handler `owned-counts`): saves and imports judge by it and never ask the collection.
 */
export const OwnedCount = model<OwnedCountRecord>('OwnedCount', ownedCountSchema());
