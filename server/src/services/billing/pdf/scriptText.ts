import { FONTS, SCRIPT_FONTS } from './fonts';
import { scriptRuns, type ScriptRun } from './scripts';

/** How a text is set: everything resolved (draw.ts fills in the defaults). */
export interface ScriptTextStyle {
  width: number;
  size: number;
  bold: boolean;
  color: string;
  align: 'left' | 'right' | 'center';
}

interface Face {
  font: string;
  /** No bold face is committed for the script: the regular one is outlined to look heavier. */
  outlined: boolean;
}

/** A piece of a line in one font. */
interface Fragment extends Face {
  text: string;
  /** In an Indian script: its glyphs are reordered by shaping, so readers get the text aside. */
  shaped: boolean;
  width: number;
}

interface Line {
  fragments: Fragment[];
  /** Without the spaces that end it. */
  width: number;
  ascent: number;
  height: number;
}

function faceOf(run: ScriptRun, bold: boolean): Face {
  if (run.script === undefined) return { font: bold ? FONTS.bold : FONTS.regular, outlined: false };
  const { regular, bold: boldFont } = SCRIPT_FONTS[run.script];
  if (!bold) return { font: regular, outlined: false };
  return boldFont ? { font: boldFont, outlined: false } : { font: regular, outlined: true };
}

/** pdfkit keeps the selected font's metrics (per 1000 units of the em) on `_font`, untyped. */
function selectedMetrics(doc: PDFKit.PDFDocument): { ascender: number; descender: number } {
  const font: unknown = Reflect.get(doc, '_font');
  const metrics = font as { ascender?: unknown; descender?: unknown } | undefined;
  if (typeof metrics?.ascender !== 'number' || typeof metrics.descender !== 'number') {
    throw new Error('pdfkit no longer exposes font metrics');
  }
  return { ascender: metrics.ascender, descender: metrics.descender };
}

function widthIn(doc: PDFKit.PDFDocument, text: string, font: string, size: number): number {
  return doc.font(font).fontSize(size).widthOfString(text);
}

/** The text's words, each a list of pieces in one font, its trailing spaces kept with it. */
function wordsOf(paragraph: string, style: ScriptTextStyle) {
  const words: { text: string; face: Face; shaped: boolean }[][] = [[]];
  for (const run of scriptRuns(paragraph)) {
    const face = faceOf(run, style.bold);
    for (const piece of run.text.match(/[^ ]+ *| +/g) ?? []) {
      words.at(-1)!.push({ text: piece, face, shaped: run.script !== undefined });
      if (piece.endsWith(' ')) words.push([]);
    }
  }
  return words.filter((word) => word.length > 0);
}

function closeLine(doc: PDFKit.PDFDocument, fragments: Fragment[], size: number): Line {
  let ascent = 0;
  let descent = 0;
  for (const font of new Set(fragments.map((fragment) => fragment.font))) {
    doc.font(font);
    const { ascender, descender } = selectedMetrics(doc);
    ascent = Math.max(ascent, (ascender / 1000) * size);
    descent = Math.max(descent, (-descender / 1000) * size);
  }
  const last = fragments.at(-1);
  const trailing = last ? last.width - widthIn(doc, last.text.trimEnd(), last.font, size) : 0;
  const width = fragments.reduce((sum, fragment) => sum + fragment.width, 0) - trailing;
  return { fragments, width, ascent, height: ascent + descent };
}

/**
 * Lines of a text that holds an Indian script: words wrapped greedily at spaces within the width
 * (a word wider than the line gets a line of its own), each run of a script in its own font, a
 * line as tall as the tallest of its fonts. A word never breaks inside, so no cluster is split.
 */
function layout(doc: PDFKit.PDFDocument, text: string, style: ScriptTextStyle): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    let fragments: Fragment[] = [];
    let used = 0;
    const add = (text: string, face: Face, shaped: boolean) => {
      const last = fragments.at(-1);
      if (last && last.font === face.font && last.outlined === face.outlined) {
        last.text += text;
        last.width = widthIn(doc, last.text, last.font, style.size);
      } else
        fragments.push({ ...face, text, shaped, width: widthIn(doc, text, face.font, style.size) });
    };
    for (const word of wordsOf(paragraph, style)) {
      const widths = word.map((piece) => widthIn(doc, piece.text, piece.face.font, style.size));
      const last = word.at(-1)!;
      const inked =
        widths.reduce((sum, width) => sum + width, 0) -
        widths.at(-1)! +
        widthIn(doc, last.text.trimEnd(), last.face.font, style.size);
      if (fragments.length > 0 && used + inked > style.width) {
        lines.push(closeLine(doc, fragments, style.size));
        fragments = [];
        used = 0;
      }
      for (const piece of word) add(piece.text, piece.face, piece.shaped);
      used += widths.reduce((sum, width) => sum + width, 0);
    }
    // An empty line is as tall as the main font's.
    if (fragments.length === 0) add('', faceOf({ text: '', script: undefined }, style.bold), false);
    lines.push(closeLine(doc, fragments, style.size));
  }
  return lines;
}

/** The height the text takes when written with `writeScriptText`. */
export function scriptTextHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  style: ScriptTextStyle,
): number {
  return layout(doc, text, style).reduce((sum, line) => sum + line.height, 0);
}

/** The width of the text on one line, unwrapped. */
export function scriptTextWidth(
  doc: PDFKit.PDFDocument,
  text: string,
  style: Omit<ScriptTextStyle, 'width' | 'align'>,
): number {
  const [line] = layout(doc, text.replace(/\n/g, ' '), {
    ...style,
    width: Infinity,
    align: 'left',
  });
  return line?.width ?? 0;
}

/** The height of one line of the text (the tallest of the fonts it needs). */
export function scriptLineHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  style: Omit<ScriptTextStyle, 'width' | 'align'>,
): number {
  return Math.max(
    ...layout(doc, text, { ...style, width: Infinity, align: 'left' }).map((line) => line.height),
  );
}

/**
 * Writes a text that holds an Indian script at (x, y), wrapped and aligned in the width, each run
 * in its script's font on one baseline; returns the height used. Shaping draws an Indian script's
 * glyphs in visual order (a vowel sign before its consonant, a reph after it), so each such run
 * carries its text as /ActualText: readers that honour it (Acrobat, poppler) copy and search the
 * words as typed.
 */
export function writeScriptText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: ScriptTextStyle,
): number {
  let top = y;
  for (const line of layout(doc, text, style)) {
    const free = style.width - line.width;
    let left = x + (style.align === 'right' ? free : style.align === 'center' ? free / 2 : 0);
    const baseline = top + line.ascent;
    for (const fragment of line.fragments) {
      if (fragment.text.trim() !== '') drawFragment(doc, fragment, left, baseline, style);
      left += fragment.width;
    }
    top += line.height;
  }
  doc.font(style.bold ? FONTS.bold : FONTS.regular);
  return top - y;
}

/** pdfkit's flip of the page for text (its own inverse). */
const flip = (doc: PDFKit.PDFDocument) => doc.transform(1, 0, 0, -1, 0, doc.page.height);

function drawText(
  doc: PDFKit.PDFDocument,
  fragment: Fragment,
  x: number,
  baseline: number,
  style: ScriptTextStyle,
) {
  // The outline's width and colour, and its text rendering mode, end with the restore.
  if (fragment.outlined)
    doc
      .save()
      .lineWidth(style.size * 0.035)
      .strokeColor(style.color);
  doc.font(fragment.font).fontSize(style.size).fillColor(style.color);
  doc.text(fragment.text, x, baseline, {
    lineBreak: false,
    baseline: 'alphabetic',
    fill: true,
    stroke: fragment.outlined,
  });
  if (fragment.outlined) doc.restore();
}

/**
 * A run in an Indian script is drawn inside a /Span carrying its text as /ActualText. pdfkit draws
 * each text under its own flip of the page (q, cm, BT … ET, Q), and a reader places the
 * replacement text by the transformation in force where the span ends, so the span opens and
 * closes under that same flip, undone for the text in between: every q/Q and BDC/EMC stays nested.
 */
function drawFragment(
  doc: PDFKit.PDFDocument,
  fragment: Fragment,
  x: number,
  baseline: number,
  style: ScriptTextStyle,
): void {
  if (!fragment.shaped) {
    drawText(doc, fragment, x, baseline, style);
    return;
  }
  flip(doc.save());
  doc.markContent('Span', { actual: fragment.text });
  flip(doc);
  drawText(doc, fragment, x, baseline, style);
  flip(doc);
  doc.endMarkedContent();
  doc.restore();
}
