import type { Player } from '@progression/contracts';
import { testPlayer } from '@progression/service-kit/testing';

// The users, games and players the collection's route tests play with.

export const users = {
  ann: { id: '64a000000000000000000001', username: 'ann' },
  bob: { id: '64a000000000000000000002', username: 'bob' },
  carl: { id: '64a000000000000000000003', username: 'carl' },
  dave: { id: '64a000000000000000000004', username: 'dave' },
  eve: { id: '64a000000000000000000005', username: 'eve' },
};
export const gameId = '64b000000000000000000001';
export const otherGameId = '64b000000000000000000002';
export const players = {
  ann: '64c000000000000000000001',
  bob: '64c000000000000000000002',
  carl: '64c000000000000000000003',
  dave: '64c000000000000000000004',
};

/** A user's player in a game, as games answers it. */
export const playerOf = (user: keyof typeof players, game: string, isAdmin = false): Player =>
  testPlayer(players[user], game, users[user], isAdmin);
