import { execFile } from 'node:child_process';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

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

/** A PDF literal string's bytes, `(` and `)` excluded, escapes undone. */
function literalBytes(raw: string): Buffer {
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = raw[index + 1]!;
    const octal = /^[0-7]{1,3}/.exec(raw.slice(index + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      index += octal.length;
    } else {
      bytes.push(escapes[next] ?? next.charCodeAt(0));
      index += 1;
    }
  }
  return Buffer.from(bytes);
}

/** A text string: UTF-16BE after its byte order mark, else PDFDocEncoding (Latin-1 here). */
function textString(bytes: Buffer): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  const swapped = Buffer.from(bytes.subarray(2));
  swapped.swap16();
  return swapped.toString('utf16le');
}

/**
 * The /ActualText of every marked-content span in the page contents, in order: the text a reader
 * that honours it (Acrobat, poppler) copies and searches instead of the glyphs drawn. pdf.js does
 * not read it.
 */
export function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const span of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g))
      texts.push(textString(literalBytes(span[1]!)));
  }
  return texts;
}
