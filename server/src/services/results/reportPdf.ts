import { ACADEMY_NAME } from '@contract/constants';
import type { ScoringScheme } from '@contract/exams/catalogue';
import { overallLabel, scoreText } from '@contract/exams/scoreText';
import { formatLongDate } from '@contract/longDate';
import { COLORS, contentWidth, horizontalRule, write, writeFitted } from '../billing/pdf/draw';
import { openPdf, PAGE_MARGIN } from '../billing/pdf/pdfDocument';

// The score report: an A4 page with the candidate's name (set in its own script's font, so a name
// in Devanagari or Tamil prints), the test, the date taken, each skill's result and the overall
// one, the report number and the plain address where anyone can confirm it.

export interface ScoreReportData {
  reportId: string;
  candidateName: string;
  candidateNumber: string;
  testName: string;
  scheme: ScoringScheme;
  takenAt: Date;
  issuedAt: Date;
  revisedAt: Date | null;
  overall: number;
  cefr: string | null;
  skills: { title: string; score: number; cefr: string | null }[];
  verifyUrl: string;
}

function drawTitle(doc: PDFKit.PDFDocument, width: number): number {
  write(doc, ACADEMY_NAME.toUpperCase(), PAGE_MARGIN, PAGE_MARGIN + 8, {
    width,
    size: 11,
    bold: true,
    color: COLORS.brand,
  });
  write(doc, 'Score Report', PAGE_MARGIN, PAGE_MARGIN + 26, { width, size: 24, bold: true });
  return PAGE_MARGIN + 66;
}

function fact(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
) {
  write(doc, label.toUpperCase(), x, y, { width: w, size: 7.5, color: COLORS.muted });
  writeFitted(doc, value, x, y + 11, { width: w, size: 11, bold: true });
}

function drawSkills(doc: PDFKit.PDFDocument, data: ScoreReportData, top: number, width: number) {
  const heading = data.scheme === 'ielts' ? 'Band' : 'Score (CEFR)';
  doc.rect(PAGE_MARGIN, top, width, 20).fill(COLORS.band);
  write(doc, 'Skill', PAGE_MARGIN + 10, top + 6, { width: width / 2, bold: true, size: 9 });
  write(doc, heading, PAGE_MARGIN + width / 2, top + 6, {
    width: width / 2 - 10,
    bold: true,
    size: 9,
    align: 'right',
  });
  let y = top + 28;
  for (const skill of data.skills) {
    write(doc, skill.title, PAGE_MARGIN + 10, y, { width: width * 0.65, size: 11 });
    write(doc, scoreText(data.scheme, skill.score, skill.cefr), PAGE_MARGIN + width / 2, y, {
      width: width / 2 - 10,
      size: 11,
      bold: true,
      align: 'right',
    });
    y += 22;
    horizontalRule(doc, y - 6);
  }
  y += 6;
  doc.rect(PAGE_MARGIN, y, width, 34).fill(COLORS.brand);
  write(doc, overallLabel(data.scheme), PAGE_MARGIN + 10, y + 10, {
    width: width / 2,
    size: 13,
    bold: true,
    color: '#ffffff',
  });
  write(doc, scoreText(data.scheme, data.overall, data.cefr), PAGE_MARGIN + width / 2, y + 9, {
    width: width / 2 - 10,
    size: 15,
    bold: true,
    color: '#ffffff',
    align: 'right',
  });
  return y + 34;
}

export async function renderScoreReportPdf(data: ScoreReportData): Promise<Buffer> {
  const { doc, buffer } = await openPdf({
    title: `Score report ${data.reportId}: ${data.testName}`,
    author: ACADEMY_NAME,
    subject: `${data.testName} results of ${data.candidateName}`,
    createdAt: data.revisedAt ?? data.issuedAt,
  });
  const width = contentWidth(doc);
  let y = drawTitle(doc, width);
  horizontalRule(doc, y, COLORS.brand);
  y += 14;

  write(doc, 'CANDIDATE', PAGE_MARGIN, y, { width, size: 7.5, color: COLORS.muted });
  y += 12;
  y += write(doc, data.candidateName, PAGE_MARGIN, y, { width, size: 18, bold: true }) + 10;

  const column = width / 3;
  fact(doc, 'Test', data.testName, PAGE_MARGIN, y, width);
  y += 36;
  fact(doc, 'Date taken', formatLongDate(data.takenAt), PAGE_MARGIN, y, column - 10);
  fact(doc, 'Candidate number', data.candidateNumber, PAGE_MARGIN + column, y, column - 10);
  fact(doc, 'Report number', data.reportId, PAGE_MARGIN + 2 * column, y, column);
  y += 44;

  y = drawSkills(doc, data, y, width) + 22;

  const issued = `Issued on ${formatLongDate(data.issuedAt)}${
    data.revisedAt ? `; revised after a re-mark on ${formatLongDate(data.revisedAt)}` : ''
  }.`;
  y += write(doc, issued, PAGE_MARGIN, y, { width, size: 9, color: COLORS.muted }) + 8;
  const marking =
    data.scheme === 'ielts'
      ? 'Listening and Reading are marked by the answer key; Writing and Speaking by trained evaluators against the band descriptors, with second marking and moderation. The overall band is the mean of the four skills, rounded as IELTS rounds it. This is a practice test report, not an official IELTS Test Report Form.'
      : 'Objective sections are marked by the answer key; writing, speaking and workplace tasks by trained evaluators, with second marking and moderation. Scores run from 0 to 100, with the CEFR level each corresponds to.';
  y += write(doc, marking, PAGE_MARGIN, y, { width, size: 8.5, color: COLORS.muted }) + 18;

  horizontalRule(doc, y);
  y += 12;
  write(doc, 'Verify this report', PAGE_MARGIN, y, { width, size: 10, bold: true });
  y += 16;
  y += write(doc, 'Anyone can confirm this report, its candidate and results at', PAGE_MARGIN, y, {
    width,
    size: 9.5,
  });
  // On a line of its own and never wrapped: a reader copies it whole (it broke at the "VR-").
  writeFitted(doc, data.verifyUrl, PAGE_MARGIN, y + 2, { width, size: 9.5, bold: true });
  doc.end();
  return buffer;
}
