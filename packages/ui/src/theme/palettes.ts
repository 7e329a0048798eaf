// Light and dark palettes. Every pair a component puts together (text on surface, contrastText on main,
// onSoft on soft) meets WCAG AA; palettes.test.ts measures it.

/** One colour role: a solid fill, the text on it, a tinted background and the text on that tint. */
export interface ColorRole {
  main: string;
  /** Hover/pressed shade of main. */
  strong: string;
  contrastText: string;
  soft: string;
  onSoft: string;
}

export type StatusColor = 'error' | 'success' | 'info' | 'warning';
export type ActionColor = 'primary' | 'secondary' | 'neutral';
/** Every colour a component's `color` prop accepts. */
export type Color = StatusColor | ActionColor;
export const colors: readonly Color[] = [
  'primary',
  'secondary',
  'neutral',
  'error',
  'success',
  'info',
  'warning',
];

export type Rarity = 'common' | 'rare' | 'superRare' | 'ultraRare' | 'secretRare';
export const rarities: readonly Rarity[] = ['common', 'rare', 'superRare', 'ultraRare', 'secretRare'];

export interface Palette extends Record<Color, ColorRole> {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  /** Translucent layer behind dialogs and drawers. */
  backdrop: string;
  /** Hover and selected tints laid over a surface. */
  hover: string;
  selected: string;
  text: { primary: string; secondary: string; disabled: string; inverse: string; link: string };
  border: { subtle: string; strong: string };
  focusRing: string;
  /** Card rarities: rare blue, super rare green, ultra rare purple, secret rare yellow. */
  rarity: Record<Rarity, { main: string; contrastText: string }>;
}

export const lightPalette: Palette = {
  background: '#f4f5f7',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eceef2',
  backdrop: 'rgba(15, 17, 21, 0.5)',
  hover: 'rgba(17, 24, 39, 0.06)',
  selected: 'rgba(29, 78, 216, 0.1)',
  text: {
    primary: '#111827',
    secondary: '#4b5563',
    disabled: '#8a919c',
    inverse: '#ffffff',
    link: '#1d4ed8',
  },
  border: { subtle: '#d9dce1', strong: '#767d89' },
  focusRing: '#2563eb',
  primary: {
    main: '#1d4ed8',
    strong: '#1e40af',
    contrastText: '#ffffff',
    soft: '#e8eefc',
    onSoft: '#1e3a8a',
  },
  secondary: {
    main: '#6d28d9',
    strong: '#5b21b6',
    contrastText: '#ffffff',
    soft: '#f1eafd',
    onSoft: '#4c1d95',
  },
  neutral: {
    main: '#4b5563',
    strong: '#374151',
    contrastText: '#ffffff',
    soft: '#eceef1',
    onSoft: '#1f2937',
  },
  error: { main: '#b91c1c', strong: '#991b1b', contrastText: '#ffffff', soft: '#fdecea', onSoft: '#7f1d1d' },
  success: {
    main: '#15803d',
    strong: '#166534',
    contrastText: '#ffffff',
    soft: '#e7f6ec',
    onSoft: '#14532d',
  },
  info: { main: '#0369a1', strong: '#075985', contrastText: '#ffffff', soft: '#e6f3fb', onSoft: '#0c4a6e' },
  warning: {
    main: '#b45309',
    strong: '#92400e',
    contrastText: '#ffffff',
    soft: '#fff4e0',
    onSoft: '#78350f',
  },
  rarity: {
    common: { main: '#4b5563', contrastText: '#ffffff' },
    rare: { main: '#1d4ed8', contrastText: '#ffffff' },
    superRare: { main: '#15803d', contrastText: '#ffffff' },
    ultraRare: { main: '#7e22ce', contrastText: '#ffffff' },
    secretRare: { main: '#facc15', contrastText: '#1f1300' },
  },
};

export const darkPalette: Palette = {
  background: '#0f1115',
  surface: '#171a21',
  surfaceRaised: '#1f232c',
  surfaceSunken: '#0b0d11',
  backdrop: 'rgba(0, 0, 0, 0.65)',
  hover: 'rgba(255, 255, 255, 0.07)',
  selected: 'rgba(96, 165, 250, 0.16)',
  text: {
    primary: '#e8eaee',
    secondary: '#a7adb8',
    disabled: '#6b7280',
    inverse: '#0f1115',
    link: '#93c5fd',
  },
  border: { subtle: '#2c313b', strong: '#7b8494' },
  focusRing: '#93c5fd',
  primary: {
    main: '#60a5fa',
    strong: '#93c5fd',
    contrastText: '#0b1220',
    soft: '#172a46',
    onSoft: '#bfdbfe',
  },
  secondary: {
    main: '#c084fc',
    strong: '#d8b4fe',
    contrastText: '#1a0b2e',
    soft: '#2b1d40',
    onSoft: '#e9d5ff',
  },
  neutral: {
    main: '#9ca3af',
    strong: '#d1d5db',
    contrastText: '#111827',
    soft: '#262b35',
    onSoft: '#e5e7eb',
  },
  error: { main: '#f87171', strong: '#fca5a5', contrastText: '#1a0505', soft: '#3a1717', onSoft: '#fecaca' },
  success: {
    main: '#4ade80',
    strong: '#86efac',
    contrastText: '#052e16',
    soft: '#12301f',
    onSoft: '#bbf7d0',
  },
  info: { main: '#38bdf8', strong: '#7dd3fc', contrastText: '#04202e', soft: '#0f2c3d', onSoft: '#bae6fd' },
  warning: {
    main: '#fbbf24',
    strong: '#fcd34d',
    contrastText: '#1f1300',
    soft: '#3a2a0c',
    onSoft: '#fde68a',
  },
  rarity: {
    common: { main: '#9ca3af', contrastText: '#111827' },
    rare: { main: '#60a5fa', contrastText: '#0b1220' },
    superRare: { main: '#4ade80', contrastText: '#052e16' },
    ultraRare: { main: '#c084fc', contrastText: '#1a0b2e' },
    secretRare: { main: '#fde047', contrastText: '#1f1300' },
  },
};
