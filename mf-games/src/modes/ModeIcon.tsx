import { Avatar } from '@progression/ui';

/** A mode's icon: its initials in a colour picked from its name. */
export function ModeIcon({ name, size = 40 }: { name: string; size?: number }) {
  return <Avatar name={name} size={size} />;
}
