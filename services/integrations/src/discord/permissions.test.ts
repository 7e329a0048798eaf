import { channelPermissions, hasPermission, permission } from './permissions';

const guildId = 'g1';
const send = String(permission.viewChannel | permission.sendMessages);

describe('channelPermissions', () => {
  it('gives the @everyone and role permissions when no overwrite applies', () => {
    const allowed = channelPermissions({
      guildId,
      roles: [{ id: guildId, permissions: send }],
      memberId: 'bot',
      memberRoleIds: [],
      overwrites: [],
    });
    expect(hasPermission(allowed, permission.sendMessages)).toBe(true);
  });

  it('applies a deny on @everyone, a role allow over it, and a member deny last', () => {
    const base = { guildId, roles: [{ id: guildId, permissions: send }], memberId: 'bot' };
    const denyEveryone = { id: guildId, type: 0, allow: '0', deny: String(permission.sendMessages) };
    expect(
      hasPermission(
        channelPermissions({ ...base, memberRoleIds: [], overwrites: [denyEveryone] }),
        permission.sendMessages,
      ),
    ).toBe(false);
    const roleAllow = { id: 'r1', type: 0, allow: String(permission.sendMessages), deny: '0' };
    expect(
      hasPermission(
        channelPermissions({ ...base, memberRoleIds: ['r1'], overwrites: [denyEveryone, roleAllow] }),
        permission.sendMessages,
      ),
    ).toBe(true);
    const memberDeny = { id: 'bot', type: 1, allow: '0', deny: String(permission.sendMessages) };
    expect(
      hasPermission(
        channelPermissions({
          ...base,
          memberRoleIds: ['r1'],
          overwrites: [denyEveryone, roleAllow, memberDeny],
        }),
        permission.sendMessages,
      ),
    ).toBe(false);
  });

  it('lets an administrator post anywhere', () => {
    const allowed = channelPermissions({
      guildId,
      roles: [
        { id: guildId, permissions: '0' },
        { id: 'admin', permissions: String(permission.administrator) },
      ],
      memberId: 'bot',
      memberRoleIds: ['admin'],
      overwrites: [{ id: guildId, type: 0, allow: '0', deny: send }],
    });
    expect(hasPermission(allowed, permission.sendMessages)).toBe(true);
  });
});
