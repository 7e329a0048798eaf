import { ownedCountSchema, type OwnedCountRecord } from '@progression/service-kit';
import { model } from 'mongoose';

export { ownedCountId } from '@progression/service-kit';
export type StoredOwnedCount = OwnedCountRecord;

/**
 * Drafts' own copy of how many copies of a card a player owns, kept from collection's `collection.changed`
 * (handler `owned-counts`), for the booster draft auto-pick's "owns fewest" rule; never asks the collection.
 */
export const OwnedCountModel = model<OwnedCountRecord>('OwnedCount', ownedCountSchema());
