import { createIcon, type Icon, type IconProps } from '@progression/ui';
import type { Attribute } from '@progression/contracts';
import { attributeName } from '../card-text/type-line';

// One symbol per attribute, drawn on the design system's 24x24 icon grid.
const attributeIcons: Record<Attribute, Icon> = {
  DARK: createIcon('AttributeDark', <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5Z" />),
  LIGHT: createIcon(
    'AttributeLight',
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>,
  ),
  EARTH: createIcon('AttributeEarth', <path d="M2 20h20L15 7l-4 6-2-3-7 10Z" />),
  WATER: createIcon('AttributeWater', <path d="M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11Z" />),
  FIRE: createIcon(
    'AttributeFire',
    <path d="M12 22a7 7 0 0 0 7-7c0-5-5-7-5-12-3 2-4 5-3.5 8C9 10 8 8.5 8 7c-2 2-3 5-3 8a7 7 0 0 0 7 7Z" />,
  ),
  WIND: createIcon('AttributeWind', <path d="M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h8" />),
  DIVINE: createIcon(
    'AttributeDivine',
    <path d="m12 2 3 7h7l-5.5 4.5 2 7.5-6.5-4.5L5.5 21l2-7.5L2 9h7l3-7Z" />,
  ),
};

export interface AttributeIconProps extends IconProps {
  attribute: Attribute;
}

/** The symbol of a monster attribute, announced by its name unless `title` says otherwise. */
export function AttributeIcon({ attribute, title, ...props }: AttributeIconProps) {
  const Symbol = attributeIcons[attribute];
  return <Symbol title={title ?? attributeName(attribute)} {...props} />;
}
