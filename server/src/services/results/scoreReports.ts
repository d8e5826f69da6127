import type { VerifiedReport } from '@contract/examTypes';
import * as m from '@contract/messages/results';
import { conflict, notFound } from '../../lib/httpError';
import { findResult, findResultByReport, type ResultRow } from '../../repositories/examResults';
import { findAttempt } from '../../repositories/markedAttempts';
import type { MarkingApp } from '../marking/markingApp';
import { reportFilename, reportVerifyUrl } from './links';
import { normaliseReportId } from './reportId';
import { renderScoreReportPdf } from './reportPdf';

// The score report: its PDF for its learner, and its public verification for institutions (the
// name, the test, the date and the results, nothing else; the same 404 for a malformed or unknown
// number, so numbers cannot be probed).

const verifiedOf = (row: ResultRow): VerifiedReport => ({
  reportId: row.report_id,
  candidateName: row.candidate_name,
  testName: row.test_name,
  takenAt: row.taken_at.toISOString(),
  issuedAt: row.released_at.toISOString(),
  scheme: row.scheme,
  overall: row.overall,
  cefr: row.cefr,
  skills: row.skills.map((skill) => ({
    skill: skill.skill,
    title: skill.title,
    score: skill.score,
    cefr: skill.cefr,
  })),
  revisedAt: row.revised_at?.toISOString() ?? null,
});

export async function verifyReport(
  app: Pick<MarkingApp, 'db'>,
  rawReportId: string,
): Promise<{ report: VerifiedReport }> {
  const reportId = normaliseReportId(rawReportId);
  const row = reportId ? await findResultByReport(app.db, reportId) : undefined;
  if (!row) throw notFound(m.REPORT_NOT_FOUND);
  return { report: verifiedOf(row) };
}

/** The learner's own score report; 404 for another's attempt, 409 before the results are out. */
export async function scoreReportPdf(
  app: Pick<MarkingApp, 'db' | 'config'>,
  userId: string,
  attemptId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const attempt = await findAttempt(app.db, attemptId);
  if (!attempt || attempt.user_id !== userId) throw notFound(m.RESULT_NOT_FOUND);
  const row = await findResult(app.db, attemptId);
  if (!row) throw conflict(m.RESULTS_NOT_RELEASED);
  const pdf = await renderScoreReportPdf({
    reportId: row.report_id,
    candidateName: row.candidate_name,
    candidateNumber: attempt.candidate_number,
    testName: row.test_name,
    scheme: row.scheme,
    takenAt: row.taken_at,
    issuedAt: row.released_at,
    revisedAt: row.revised_at,
    overall: row.overall,
    cefr: row.cefr,
    skills: row.skills,
    verifyUrl: reportVerifyUrl(app.config.siteUrl, row.report_id),
  });
  return { filename: reportFilename(row.report_id), pdf };
}
