import { createIcon, type Icon, type IconProps } from '@progression/ui';
import { spellTypeNames, trapTypeNames, type SpellType, type TrapType } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';

// The printed property icons of spells and traps; Normal ones have none on the card, so a plain card shape.
const normal = createIcon('PropertyNormal', <rect x="5" y="3" width="14" height="18" rx="2" />);
const continuous = createIcon(
  'PropertyContinuous',
  <path d="M7.5 8.5a3.5 3.5 0 1 0 0 7c3.5 0 5.5-7 9-7a3.5 3.5 0 1 1 0 7c-3.5 0-5.5-7-9-7Z" />,
);

const spellIcons: Record<SpellType, Icon> = {
  NORMAL: normal,
  CONTINUOUS: continuous,
  EQUIP: createIcon('PropertyEquip', <path d="M12 4v16M4 12h16" />),
  FIELD: createIcon(
    'PropertyField',
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>,
  ),
  QUICK_PLAY: createIcon('PropertyQuickPlay', <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />),
  RITUAL: createIcon(
    'PropertyRitual',
    <path d="M12 21c-3.5 0-6-2.5-6-6 0-4 4-6 4-10 2 1.5 3 3.5 3 5.5 1-1 1.5-2 1.5-3 2 2 3.5 4.5 3.5 7.5 0 3.5-2.5 6-6 6Z" />,
  ),
};

const trapIcons: Record<TrapType, Icon> = {
  NORMAL: normal,
  CONTINUOUS: continuous,
  COUNTER: createIcon('PropertyCounter', <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />),
};

export interface SpellTrapIconProps extends IconProps {
  kind: 'SPELL' | 'TRAP';
  /** The card's race field: its spell or trap sub-type. */
  property: string;
}

/** The property icon of a spell or trap, announced as e.g. "Quick-Play Spell"; nothing for an unknown property. */
export function SpellTrapIcon({ kind, property, title, ...props }: SpellTrapIconProps) {
  const names: Record<string, string> = kind === 'SPELL' ? spellTypeNames : trapTypeNames;
  const icons: Record<string, Icon> = kind === 'SPELL' ? spellIcons : trapIcons;
  const Symbol = icons[property];
  if (!Symbol) return null;
  return (
    <Symbol
      title={title ?? `${names[property]} ${kind === 'SPELL' ? cardsTexts.spell : cardsTexts.trap}`}
      {...props}
    />
  );
}
