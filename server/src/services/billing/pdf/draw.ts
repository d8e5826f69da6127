import { FONTS } from './fonts';
import { PAGE_MARGIN } from './pdfDocument';
import { hasIndianScript } from './scripts';
import {
  scriptLineHeight,
  scriptTextHeight,
  scriptTextWidth,
  writeScriptText,
  type ScriptTextStyle,
} from './scriptText';

export const COLORS = {
  ink: '#1f2328',
  muted: '#5b6470',
  rule: '#c9ced6',
  band: '#eef1f5',
  brand: '#1d4e89',
  warning: '#b42318',
  warningBand: '#fdecea',
} as const;

export interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

export const contentWidth = (doc: PDFKit.PDFDocument): number => doc.page.width - 2 * PAGE_MARGIN;

function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle): void {
  doc
    .font(style.bold ? FONTS.bold : FONTS.regular)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? COLORS.ink);
}

const resolved = (style: TextStyle): ScriptTextStyle => ({
  width: style.width,
  size: style.size ?? 9,
  bold: style.bold ?? false,
  color: style.color ?? COLORS.ink,
  align: style.align ?? 'left',
});

/**
 * Writes wrapped text at (x, y) and returns its height. A text with an Indian script in it (a
 * learner's name, say) is set run by run, each script in its own font (scriptText.ts).
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
): number {
  if (hasIndianScript(text)) return writeScriptText(doc, text, x, y, resolved(style));
  applyStyle(doc, style);
  const options = { width: style.width, align: style.align ?? 'left' };
  doc.text(text, x, y, options);
  return doc.heightOfString(text, options);
}

/**
 * Writes one line that never wraps: the size shrinks (to 5 pt at least) until the text fits the
 * width, so a large amount stays in its column instead of spilling into the next.
 */
export function writeFitted(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
): void {
  let size = style.size ?? 9;
  if (hasIndianScript(text)) {
    const unwrapped = (points: number) =>
      scriptTextWidth(doc, text, { ...resolved(style), size: points });
    while (size > 5 && unwrapped(size) > style.width) size -= 0.5;
    // Wider than the column even at 5 pt: the width is lifted, so it overflows instead of wrapping.
    const width = Math.max(style.width, unwrapped(size));
    writeScriptText(doc, text, x, y, { ...resolved(style), size, width });
    return;
  }
  applyStyle(doc, style);
  while (size > 5 && doc.fontSize(size).widthOfString(text) > style.width) size -= 0.5;
  doc.text(text, x, y, { width: style.width, align: style.align ?? 'left', lineBreak: false });
}

/** The height `write` would use for the text. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  if (hasIndianScript(text)) return scriptTextHeight(doc, text, resolved(style));
  applyStyle(doc, style);
  return doc.heightOfString(text, { width: style.width, align: style.align ?? 'left' });
}

/** The height of one line of the text as `write` sets it. */
export function lineHeight(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  if (hasIndianScript(text)) return scriptLineHeight(doc, text, resolved(style));
  applyStyle(doc, style);
  return doc.currentLineHeight(true);
}

/** A further page, headed with which document it continues; returns where content may start. */
export function continuationPage(doc: PDFKit.PDFDocument, heading: string): number {
  doc.addPage();
  write(doc, heading, PAGE_MARGIN, PAGE_MARGIN, {
    width: contentWidth(doc),
    size: 8,
    color: COLORS.muted,
  });
  return PAGE_MARGIN + 18;
}

export function horizontalRule(doc: PDFKit.PDFDocument, y: number, color: string = COLORS.rule) {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + contentWidth(doc), y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

/** Label / value rows (labels in a fixed column), returning the height used. */
export function writePairs(
  doc: PDFKit.PDFDocument,
  pairs: readonly (readonly [string, string])[],
  x: number,
  y: number,
  widths: { label: number; value: number },
): number {
  let top = y;
  for (const [label, value] of pairs) {
    write(doc, label, x, top, { width: widths.label, color: COLORS.muted });
    const height = write(doc, value, x + widths.label, top, { width: widths.value });
    top += Math.max(height, 11) + 2;
  }
  return top - y;
}
