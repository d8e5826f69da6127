// The pictures of a lesson clip as SVG (854x480): a title card, point slides whose bullets appear one
// by one, and a closing task card. Text is set in DejaVu Sans, which Debian ships with ffmpeg's
// SVG renderer (librsvg); lines are wrapped by the font's own advance widths.
import { ACADEMY_NAME } from '@contract/constants';
import { loadFontMetrics, type FontMetrics } from './fontMetrics';

export const WIDTH = 854;
export const HEIGHT = 480;

const NAVY = '#0B3D91';
const AMBER = '#F59E0B';
const LIGHT = '#FFFFFF';
const FONT = 'DejaVu Sans';
const MARGIN = 48;
/** Captions are drawn over the bottom of the picture; slide text stays above this line. */
const TEXT_BOTTOM = 400;

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let metrics: { regular: FontMetrics; bold: FontMetrics } | undefined;

function measure(text: string, fontSize: number, bold: boolean): number {
  metrics ??= {
    regular: loadFontMetrics(FONT),
    bold: loadFontMetrics(`${FONT}:bold`),
  };
  return (bold ? metrics.bold : metrics.regular).measure(text, fontSize);
}

export function wrapText(
  text: string,
  maxWidth: number,
  fontSize: number,
  bold: boolean,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, fontSize, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(
  lines: string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
  attributes: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${firstBaseline + i * lineHeight}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Background, decoration and the academy's mark with its name; the kicker sits top right. */
function frame(kicker: string, body: string): string {
  const logoScale = 36 / 64;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${NAVY}"/>` +
    `<circle cx="${WIDTH}" cy="0" r="200" fill="${AMBER}" opacity=".14"/>` +
    `<circle cx="0" cy="${HEIGHT}" r="120" fill="${LIGHT}" opacity=".05"/>` +
    `<g transform="translate(${MARGIN} 26) scale(${logoScale})"><rect width="64" height="64" rx="14" fill="${AMBER}"/>` +
    `<path d="M14 18h9l9 22 9-22h9L37 48h-10z" fill="${NAVY}"/><circle cx="32" cy="13" r="4" fill="${NAVY}"/></g>` +
    `<text x="${MARGIN + 48}" y="51" font-family="${FONT}" font-size="18" font-weight="700" fill="${LIGHT}">${escapeXml(ACADEMY_NAME)}</text>` +
    `<text x="${WIDTH - MARGIN}" y="51" text-anchor="end" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="1.5" fill="${AMBER}">${escapeXml(kicker.toUpperCase())}</text>` +
    body +
    `</svg>\n`
  );
}

const accentBar = (y: number): string =>
  `<rect x="${MARGIN}" y="${y}" width="64" height="8" rx="4" fill="${AMBER}"/>`;

export function titleCard(kicker: string, title: string): string {
  const size = title.length > 44 ? 40 : 46;
  const lines = wrapText(title, WIDTH - 2 * MARGIN - 60, size, true);
  const lineHeight = Math.round(size * 1.22);
  const top = Math.round((HEIGHT - lines.length * lineHeight) / 2) + size - 10;
  return frame(
    kicker,
    accentBar(top - size - 26) +
      textLines(
        lines,
        MARGIN,
        top,
        lineHeight,
        `font-family="${FONT}" font-size="${size}" font-weight="700" fill="${LIGHT}"`,
      ) +
      `<text x="${MARGIN}" y="${top + lines.length * lineHeight + 14}" font-family="${FONT}" font-size="18" fill="${LIGHT}" opacity=".8">A short lesson from ${escapeXml(ACADEMY_NAME)}</text>`,
  );
}

interface BulletLayout {
  size: number;
  lines: string[][];
}

const BULLETS_TOP = 200;
const BULLET_GAP = 22;

/** The largest text size at which every bullet of the slide fits above the caption area. */
function layoutBullets(points: string[]): BulletLayout {
  const width = WIDTH - 2 * MARGIN - 36;
  for (const size of [28, 26, 24, 22]) {
    const lines = points.map((point) => wrapText(point, width, size, false));
    const lineCount = lines.reduce((sum, bulletLines) => sum + bulletLines.length, 0);
    const lastBaseline =
      BULLETS_TOP + (lineCount - 1) * Math.round(size * 1.3) + (points.length - 1) * BULLET_GAP;
    if (lastBaseline <= TEXT_BOTTOM) return { size, lines };
  }
  throw new Error(`Slide points do not fit: ${points.join(' / ')}`);
}

/**
 * A point slide with its first `shown` bullets visible. Every bullet keeps the place it has on the
 * full slide, so nothing moves as the next one appears; the newest is brighter than the rest.
 */
export function pointSlide(
  kicker: string,
  heading: string,
  points: string[],
  shown: number,
): string {
  const { size, lines } = layoutBullets(points);
  const lineHeight = Math.round(size * 1.3);
  let y = BULLETS_TOP;
  let bullets = '';
  lines.forEach((bulletLines, i) => {
    if (i < shown) {
      const opacity = i === shown - 1 ? '1' : '.72';
      bullets +=
        `<g opacity="${opacity}"><circle cx="${MARGIN + 8}" cy="${y - size * 0.36}" r="7" fill="${AMBER}"/>` +
        textLines(
          bulletLines,
          MARGIN + 36,
          y,
          lineHeight,
          `font-family="${FONT}" font-size="${size}" fill="${LIGHT}"`,
        ) +
        `</g>`;
    }
    y += bulletLines.length * lineHeight + BULLET_GAP;
  });
  return frame(
    kicker,
    accentBar(88) +
      `<text x="${MARGIN}" y="138" font-family="${FONT}" font-size="34" font-weight="700" fill="${LIGHT}">${escapeXml(heading)}</text>` +
      bullets,
  );
}

export function taskCard(kicker: string, task: string): string {
  const size = 28;
  const boxWidth = WIDTH - 2 * MARGIN;
  const lines = wrapText(task, boxWidth - 64, size, true);
  const lineHeight = Math.round(size * 1.3);
  const boxHeight = lines.length * lineHeight + 52;
  return frame(
    kicker,
    accentBar(88) +
      `<text x="${MARGIN}" y="138" font-family="${FONT}" font-size="34" font-weight="700" fill="${LIGHT}">Your turn</text>` +
      `<rect x="${MARGIN}" y="178" width="${boxWidth}" height="${boxHeight}" rx="16" fill="${AMBER}"/>` +
      textLines(
        lines,
        MARGIN + 32,
        178 + 26 + size,
        lineHeight,
        `font-family="${FONT}" font-size="${size}" font-weight="700" fill="${NAVY}"`,
      ),
  );
}
