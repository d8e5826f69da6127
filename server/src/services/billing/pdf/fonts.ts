import path from 'node:path';
import type { IndianScript } from './scripts';

/**
 * The fonts embedded (subset) in every document, committed beside their licences. DejaVu Sans
 * prints everything but India's own scripts (the PDF standard fonts have no ₹ sign, and an
 * embedded font prints the same on every reader); Noto Sans prints each Indian script, shaped
 * (conjuncts, vowel signs before or around their consonant).
 */
const FONT_ROOT = path.resolve(__dirname, '..', '..', '..', '..', 'assets', 'fonts');

export const FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/**
 * Noto Sans of each script. Only Devanagari's bold is committed (the repository stays small);
 * bold text in the others is drawn in the regular face, outlined to look heavier.
 */
export const SCRIPT_FONTS: Record<IndianScript, { regular: string; bold?: string }> = {
  devanagari: { regular: 'NotoSansDevanagari-Regular', bold: 'NotoSansDevanagari-Bold' },
  bengali: { regular: 'NotoSansBengali-Regular' },
  gurmukhi: { regular: 'NotoSansGurmukhi-Regular' },
  gujarati: { regular: 'NotoSansGujarati-Regular' },
  oriya: { regular: 'NotoSansOriya-Regular' },
  tamil: { regular: 'NotoSansTamil-Regular' },
  telugu: { regular: 'NotoSansTelugu-Regular' },
  kannada: { regular: 'NotoSansKannada-Regular' },
  malayalam: { regular: 'NotoSansMalayalam-Regular' },
};

export const fontPath = (name: string): string =>
  path.join(FONT_ROOT, name.startsWith('Noto') ? 'noto' : 'dejavu', `${name}.ttf`);

/** Every font by name; pdfkit reads a file only when the document first uses it. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const names = [
    FONTS.regular,
    FONTS.bold,
    ...Object.values(SCRIPT_FONTS).flatMap(({ regular, bold }) =>
      bold ? [regular, bold] : [regular],
    ),
  ];
  for (const name of names) doc.registerFont(name, fontPath(name));
}
