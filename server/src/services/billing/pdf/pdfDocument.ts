import { FONTS, fontPath, registerFonts } from './fonts';

export const PAGE_MARGIN = 36;

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  /** The document's own date, so rendering the same data twice gives the same file. */
  createdAt: Date;
}

export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  /** Resolves with the whole file once `doc.end()` has been called. */
  buffer: Promise<Buffer>;
}

/**
 * An A4 page with every embedded font registered and the main regular one selected. PDFKit (with
 * its font engine, the server's largest library) is loaded on the first document, not at start.
 */
export async function openPdf(
  info: PdfInfo,
  layout: 'portrait' | 'landscape' = 'portrait',
): Promise<OpenPdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: PAGE_MARGIN,
    lang: 'en-IN',
    // Pages stay in memory until the end, so the footer can say "Page 1 of 2".
    bufferPages: true,
    // Start in an embedded font, so no standard (unembedded) font is ever referenced.
    font: fontPath(FONTS.regular),
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  registerFonts(doc);
  doc.font(FONTS.regular);
  const chunks: Uint8Array[] = [];
  const buffer = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, buffer };
}
