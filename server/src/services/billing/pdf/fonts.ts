import path from 'node:path';

/**
 * DejaVu Sans, committed beside its licence, is embedded (subset) in every document: the PDF
 * standard fonts have no ₹ sign, and an embedded font prints the same on every reader.
 */
const FONT_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'assets', 'fonts', 'dejavu');

export const FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

export const fontPath = (name: string): string => path.join(FONT_DIR, `${name}.ttf`);
