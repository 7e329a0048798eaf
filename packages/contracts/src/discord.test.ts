import { customIdOf, discordLimits, parseCustomId } from './discord';

const gameId = '64a000000000000000000001';
const matchId = '64f000000000000000000002';
const winnerId = '64d000000000000000000003';

describe('custom_ids of the chat bot’s buttons', () => {
  it('reads back what it writes, within Discord’s 100 characters', () => {
    const report = customIdOf('report', { gameId, matchId, winnerId });
    expect(report).toBe(`report:${gameId}:${matchId}:${winnerId}`);
    expect(report.length).toBeLessThanOrEqual(discordLimits.customIdLength);
    expect(parseCustomId(report)).toEqual({ kind: 'report', fields: { gameId, matchId, winnerId } });
    expect(parseCustomId(customIdOf('standings', { gameId }))).toEqual({
      kind: 'standings',
      fields: { gameId },
    });
  });

  it('reads nothing from a custom_id it did not make', () => {
    for (const forged of [
      '',
      'report',
      `report:${gameId}:${matchId}`,
      `report:${gameId}:${matchId}:${winnerId}:more`,
      `report:${gameId}:${matchId}:not-an-id`,
      `matches:${gameId.slice(1)}`,
      `toString:${gameId}`,
      `__proto__:${gameId}`,
      `matches:${gameId}${'0'.repeat(100)}`,
    ])
      expect(parseCustomId(forged)).toBeUndefined();
  });

  it('refuses to write one past Discord’s limit', () => {
    expect(() => customIdOf('matches', { gameId: 'x'.repeat(120) })).toThrow('too long');
  });
});
