import { ACADEMY_NAME } from '@contract/constants';
import { formatLongDate } from '@contract/longDate';
import { COLORS, lineHeight, textHeight, write, writeFitted } from '../billing/pdf/draw';
import { FONTS } from '../billing/pdf/fonts';
import { openPdf } from '../billing/pdf/pdfDocument';

export interface CertificatePdfData {
  id: string;
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  /** The public page that confirms the certificate. */
  verifyUrl: string;
}

const GOLD = '#b08d3c';

function drawFrame(doc: PDFKit.PDFDocument): void {
  const { width, height } = doc.page;
  doc
    .rect(22, 22, width - 44, height - 44)
    .lineWidth(3)
    .strokeColor(COLORS.brand)
    .stroke();
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
}

/**
 * Text centred on the page and in a band `height` high from `top`: at `size`, or smaller until it
 * fits the band in `maxLines` lines, so a long name or title stays inside its place.
 */
function writeInBand(
  doc: PDFKit.PDFDocument,
  text: string,
  band: { top: number; height: number },
  style: { width: number; size: number; maxLines: number; bold?: boolean; color?: string },
): void {
  const heightAt = (points: number) =>
    textHeight(doc, text, { width: style.width, size: points, bold: style.bold });
  const fits = (points: number) => {
    const height = heightAt(points);
    const line = lineHeight(doc, text, { width: style.width, size: points, bold: style.bold });
    return height <= band.height && height <= line * style.maxLines + 0.5;
  };
  let size = style.size;
  while (size > 10 && !fits(size)) size -= 1;
  const height = heightAt(size);
  const x = (doc.page.width - style.width) / 2;
  write(doc, text, x, band.top + (band.height - height) / 2, { ...style, size, align: 'center' });
}

/** A short gold rule centred at `y`. */
function ornament(doc: PDFKit.PDFDocument, y: number, halfWidth: number): void {
  const middle = doc.page.width / 2;
  doc
    .moveTo(middle - halfWidth, y)
    .lineTo(middle + halfWidth, y)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
}

/** Label above value, in a column of `width` starting at `x`. */
function drawFact(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center',
): void {
  write(doc, label.toUpperCase(), x, y, { width, size: 7.5, color: COLORS.muted, align });
  writeFitted(doc, value, x, y + 12, { width, size: 10.5, bold: true, align });
}

/**
 * A landscape A4 certificate of completion: the academy, the learner's name, the course, the date
 * of issue in India, the certificate's id and the public address where anyone can confirm it.
 */
export async function renderCertificatePdf(data: CertificatePdfData): Promise<Buffer> {
  const { doc, buffer } = await openPdf(
    {
      title: `Certificate of completion: ${data.courseTitle}`,
      author: ACADEMY_NAME,
      subject: `${data.learnerName} has completed ${data.courseTitle}`,
      createdAt: data.issuedAt,
    },
    'landscape',
  );
  const page = { width: doc.page.width, height: doc.page.height };
  const textWidth = page.width - 200;
  const left = (page.width - textWidth) / 2;
  drawFrame(doc);

  doc
    .font(FONTS.bold)
    .fontSize(15)
    .fillColor(COLORS.brand)
    .text(ACADEMY_NAME.toUpperCase(), left, 84, {
      width: textWidth,
      align: 'center',
      characterSpacing: 3,
    });
  write(doc, 'Certificate of completion', left, 120, {
    width: textWidth,
    size: 34,
    bold: true,
    align: 'center',
  });
  ornament(doc, 178, 60);
  write(doc, 'This is to certify that', left, 200, {
    width: textWidth,
    size: 13,
    color: COLORS.muted,
    align: 'center',
  });
  writeInBand(
    doc,
    data.learnerName,
    { top: 216, height: 66 },
    { width: textWidth, size: 36, maxLines: 2, bold: true, color: COLORS.brand },
  );
  ornament(doc, 292, 180);
  write(doc, 'has completed the course', left, 308, {
    width: textWidth,
    size: 13,
    color: COLORS.muted,
    align: 'center',
  });
  writeInBand(
    doc,
    data.courseTitle,
    { top: 332, height: 62 },
    { width: textWidth, size: 22, maxLines: 2, bold: true },
  );

  const factsY = page.height - 140;
  const column = 250;
  drawFact(doc, 'Date of issue', formatLongDate(data.issuedAt), 90, factsY, 200, 'left');
  drawFact(doc, 'Issued by', ACADEMY_NAME, (page.width - 200) / 2, factsY, 200, 'center');
  drawFact(doc, 'Certificate ID', data.id, page.width - 90 - column, factsY, column, 'right');
  doc
    .moveTo(90, factsY - 10)
    .lineTo(page.width - 90, factsY - 10)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();

  write(doc, `Verify this certificate at ${data.verifyUrl}`, left, page.height - 82, {
    width: textWidth,
    size: 8.5,
    color: COLORS.muted,
    align: 'center',
  });
  doc.end();
  return buffer;
}
