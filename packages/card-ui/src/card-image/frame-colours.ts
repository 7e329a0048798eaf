import { labels, type Frame } from '@progression/contracts';
import { cardsTexts } from '@progression/contracts/texts/cards';

/** How a drawn card is painted: the frame fill (a colour or a gradient) and the text on it. */
export interface FramePaint {
  background: string;
  text: string;
  /** Name of the frame for people who cannot tell colours apart (used in the accessible description). */
  label: string;
}

// Printed card colours; text colours chosen for contrast on each fill.
const base = {
  NORMAL: { fill: '#e3c16f', text: '#1c1300' },
  EFFECT: { fill: '#d9782f', text: '#1c0d00' },
  RITUAL: { fill: '#5f8fd6', text: '#06122a' },
  FUSION: { fill: '#8a56b0', text: '#ffffff' },
  SYNCHRO: { fill: '#f2f2f2', text: '#1b1b1b' },
  XYZ: { fill: '#1d1d1f', text: '#f5f5f5' },
  LINK: { fill: '#1f5fa6', text: '#ffffff' },
  SPELL: { fill: '#1d9a7a', text: '#ffffff' },
  TRAP: { fill: '#b0326f', text: '#ffffff' },
  TOKEN: { fill: '#9a9a9a', text: '#111111' },
  SKILL: { fill: '#2a8fbf', text: '#04141c' },
} as const;

/** Frame used when a card has no game data. */
const unknownPaint: FramePaint = {
  background: base.TOKEN.fill,
  text: base.TOKEN.text,
  label: cardsTexts.unknownFrame,
};

/** The paint of a card frame; pendulum frames blend the monster colour into spell green. */
export function framePaint(frame: Frame | null | undefined): FramePaint {
  if (!frame) return unknownPaint;
  const pendulum = frame.endsWith('_PENDULUM');
  const monsterFrame = (pendulum ? frame.replace('_PENDULUM', '') : frame) as keyof typeof base;
  const paint = base[monsterFrame];
  if (!pendulum) return { background: paint.fill, text: paint.text, label: labels.frame[frame] };
  return {
    background: `linear-gradient(180deg, ${paint.fill} 0%, ${paint.fill} 45%, ${base.SPELL.fill} 100%)`,
    text: paint.text,
    label: labels.frame[frame],
  };
}
