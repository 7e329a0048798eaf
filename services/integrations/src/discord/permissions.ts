/** Discord permission bits this bot reads (https://discord.com/developers/docs/topics/permissions). */
export const permission = {
  administrator: 1n << 3n,
  manageGuild: 1n << 5n,
  viewChannel: 1n << 10n,
  sendMessages: 1n << 11n,
} as const;

export const hasPermission = (permissions: bigint, bit: bigint): boolean =>
  (permissions & permission.administrator) === permission.administrator || (permissions & bit) === bit;

/** A permission string from Discord (a decimal number); anything else counts as none. */
export function parsePermissions(value: unknown): bigint {
  if (typeof value !== 'string' || !/^\d{1,30}$/.test(value)) return 0n;
  return BigInt(value);
}

export interface Role {
  id: string;
  permissions: string;
}
export interface Overwrite {
  id: string;
  /** 0 a role, 1 a member. */
  type: number;
  allow: string;
  deny: string;
}

/**
 * What a member may do in a channel, computed the way Discord documents it: the guild's base permissions
 * (@everyone plus the member's roles; administrator allows everything), then the channel's overwrites for
 * @everyone, the member's roles together, and the member.
 */
export function channelPermissions(input: {
  guildId: string;
  roles: Role[];
  memberId: string;
  memberRoleIds: string[];
  overwrites: Overwrite[];
}): bigint {
  const { guildId, roles, memberId, memberRoleIds, overwrites } = input;
  const roleById = new Map(roles.map((role) => [role.id, parsePermissions(role.permissions)]));
  let base = roleById.get(guildId) ?? 0n;
  for (const roleId of memberRoleIds) base |= roleById.get(roleId) ?? 0n;
  if ((base & permission.administrator) === permission.administrator) return base;

  let allowed = base;
  const apply = (overwrite: Overwrite | undefined) => {
    if (!overwrite) return;
    allowed &= ~parsePermissions(overwrite.deny);
    allowed |= parsePermissions(overwrite.allow);
  };
  apply(overwrites.find((overwrite) => overwrite.id === guildId));
  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const overwrite of overwrites) {
    if (overwrite.type === 0 && memberRoleIds.includes(overwrite.id)) {
      roleAllow |= parsePermissions(overwrite.allow);
      roleDeny |= parsePermissions(overwrite.deny);
    }
  }
  allowed = (allowed & ~roleDeny) | roleAllow;
  apply(overwrites.find((overwrite) => overwrite.type === 1 && overwrite.id === memberId));
  return allowed;
}
