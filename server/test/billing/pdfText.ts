import { execFile } from 'node:child_process';
import path from 'node:path';

const EXTRACTOR = path.join(__dirname, 'extractPdfText.mjs');

/** The text of each page of a PDF, as a reader's copy-and-paste would give it (pdf.js). */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [EXTRACTOR],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PDF text extraction failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin!.end(pdf);
  });
}

export const pdfText = async (pdf: Buffer): Promise<string> => (await pdfPages(pdf)).join('\n');

/** Font dictionaries that name a font without embedding it (a standard-14 font, say). */
export function unembeddedFonts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const baseFonts = [...raw.matchAll(/\/BaseFont \/([A-Za-z0-9+-]+)/g)].map((match) => match[1]!);
  return baseFonts.filter((name) => !/^[A-Z]{6}\+/.test(name));
}
