import type { Card, DeckCard } from '@progression/contracts';
import { framePaint, isMonster, levelLabel, typeLine } from '@progression/card-ui';
import { deckImageLayout, imageMeasures as m } from './layout';

// The picture is posted in chats with their own themes: one dark mat reads well on light and dark ones.
const mat = { background: '#16181f', text: '#f4f4f6', muted: '#b9bcc8', font: 'system-ui, sans-serif' };

/**
 * A card's picture, or null when it cannot be drawn into a canvas. Card images come from the gateway, on the
 * page's own origin; asking anonymously anyway means an image that was ever served from elsewhere without
 * CORS fails to load (and is drawn as a frame) instead of tainting the canvas, which could not be saved.
 */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** The frame's fill: a pendulum frame's gradient becomes a canvas gradient of its colours. */
function frameFill(context: CanvasRenderingContext2D, background: string, x: number, y: number) {
  const colours = background.match(/#[0-9a-f]{6}/gi);
  if (!colours || colours.length < 2) return background;
  const gradient = context.createLinearGradient(x, y, x, y + m.cardHeight);
  gradient.addColorStop(0, colours[0]!);
  gradient.addColorStop(0.45, colours[0]!);
  gradient.addColorStop(1, colours.at(-1)!);
  return gradient;
}

/** Words fitted into lines no wider than `width`, at most `maxLines` (the last one cut with an ellipsis). */
function fitLines(
  context: CanvasRenderingContext2D,
  text: string,
  width: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const tried = line ? `${line} ${word}` : word;
    if (context.measureText(tried).width <= width || !line) line = tried;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** A light plate on the frame, as printed cards carry their text on (readable on every frame colour). */
function plate(context: CanvasRenderingContext2D, x: number, y: number, height: number) {
  context.fillStyle = 'rgba(255, 253, 246, 0.92)';
  context.fillRect(x + 6, y, m.cardWidth - 12, height);
  context.fillStyle = '#14110a';
}

/**
 * The drawn frame of a card whose picture is missing, as the card component draws it: the frame's colour,
 * the name on top, the type line and, for a monster, ATK and DEF (or its Link rating) below the art.
 */
function drawFrame(context: CanvasRenderingContext2D, card: Card | undefined, x: number, y: number) {
  const paint = framePaint(card?.yugiohMetaData?.frame);
  context.fillStyle = frameFill(context, paint.background, x, y);
  context.beginPath();
  context.roundRect(x, y, m.cardWidth, m.cardHeight, 5);
  context.fill();
  const textWidth = m.cardWidth - 20;
  plate(context, x, y + 6, 32);
  context.font = `bold 12px ${mat.font}`;
  fitLines(context, card?.name ?? '', textWidth, 2).forEach((line, index) =>
    context.fillText(line, x + 10, y + 19 + index * 13, textWidth),
  );
  context.fillStyle = 'rgba(0, 0, 0, 0.14)';
  context.fillRect(x + 12, y + 44, m.cardWidth - 24, 72);
  const metaData = card?.yugiohMetaData;
  if (!metaData) return;
  plate(context, x, y + 122, 26);
  context.font = `10px ${mat.font}`;
  fitLines(context, typeLine(metaData), textWidth, 2).forEach((line, index) =>
    context.fillText(line, x + 10, y + 133 + index * 11, textWidth),
  );
  if (!isMonster(metaData)) return;
  plate(context, x, y + 152, 14);
  context.font = `bold 10px ${mat.font}`;
  const second =
    levelLabel(metaData) === 'Link' ? `LINK-${metaData.level ?? '?'}` : `DEF/${metaData.defense ?? '?'}`;
  const stats = `ATK/${metaData.attack ?? '?'} ${second}`;
  // Right-aligned as printed; a long line is narrowed to the plate rather than spilling over its edge.
  const statsWidth = Math.min(context.measureText(stats).width, textWidth);
  context.fillText(stats, x + m.cardWidth - 10 - statsWidth, y + 163, textWidth);
}

/**
 * The deck as a PNG to post in a chat: its name, then the main and extra deck ten cards a row, each card's
 * picture where it loads and its drawn frame otherwise.
 */
export async function drawDeckImage(
  deck: { name: string; cards: readonly DeckCard[] },
  cardsById: Map<string, Card>,
): Promise<Blob> {
  const layout = deckImageLayout(deck.cards);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = mat.background;
  context.fillRect(0, 0, layout.width, layout.height);
  context.textBaseline = 'alphabetic';
  context.fillStyle = mat.text;
  context.font = `bold 30px ${mat.font}`;
  context.fillText(deck.name, m.padding, m.padding + 30, layout.width - 2 * m.padding);

  const ids = [...new Set(deck.cards.map((entry) => entry.cardId))];
  const images = new Map(
    await Promise.all(
      ids.map(async (id) => [id, await loadImage(cardsById.get(id)?.smallImageUrl ?? '')] as const),
    ),
  );
  for (const section of layout.sections) {
    context.fillStyle = mat.muted;
    context.font = `600 20px ${mat.font}`;
    context.fillText(section.title, m.padding, section.titleY + 24);
    for (const { cardId, x, y } of section.cards) {
      const image = images.get(cardId);
      if (image) context.drawImage(image, x, y, m.cardWidth, m.cardHeight);
      else drawFrame(context, cardsById.get(cardId), x, y);
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

/** Offers the picture as a download under the file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
