import styled from 'styled-components';
import type { Rarity } from '../theme/palettes';
import { rarities } from '../theme/palettes';

const Circle = styled.span<{ $size: number; $tone: Rarity }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme, $tone }) => theme.palette.rarity[$tone].main};
  color: ${({ theme, $tone }) => theme.palette.rarity[$tone].contrastText};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: 1;
  user-select: none;
`;

const Picture = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Up to two initials: first letters of the first two words, or the first two letters of one word. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

/** The same name always gets the same colour. */
function toneOf(name: string): Rarity {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return rarities[hash % rarities.length];
}

export interface AvatarProps {
  name: string;
  /** A picture; initials are shown without one. */
  src?: string;
  size?: number;
  className?: string;
}

/** A user's initials (or picture) in a circle coloured from their name. */
export function Avatar({ name, src, size = 36, className }: AvatarProps) {
  return (
    <Circle role="img" aria-label={name} $size={size} $tone={toneOf(name)} className={className}>
      {src ? <Picture src={src} alt="" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </Circle>
  );
}
