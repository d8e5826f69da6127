import { http, HttpResponse } from 'msw';
import { RESULT_ROUTE_PATTERNS as P } from '@contract/exams/resultRoutes';
import type { ExamResultResponse, VerifiedReportResponse } from '@contract/examTypes';
import { REMARK_WINDOW_DAYS, SKILL_NAMES } from '@contract/exams/catalogue';
import * as m from '@contract/messages/results';
import { RemarkRequest } from '@contract/schemas/results';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../../http';
import { resultsDb, type StoredResult } from '../../results/resultsDb';

// A learner's results, the score report's PDF, re-mark requests and the public verification, with
// the server's answers: another learner's attempt is the same 404 as an unknown one.

const url = (pattern: string) => apiUrl(pattern);

type Owned = { stored: StoredResult } | { refused: Response };

function ownResult(request: Request, attemptId: unknown): Owned {
  const userId = userIdOf(request);
  if (!userId) return { refused: unauthorized() };
  const stored = typeof attemptId === 'string' ? resultsDb.results.get(attemptId) : undefined;
  if (!stored || stored.userId !== userId)
    return { refused: errorResponse(404, m.RESULT_NOT_FOUND) };
  return { stored };
}

export const resultsHandlers = [
  http.get(url(P.result), ({ request, params }): Response => {
    const found = ownResult(request, params.attemptId);
    if ('refused' in found) return found.refused;
    return HttpResponse.json<ExamResultResponse>({ result: found.stored.result });
  }),
  http.get(url(P.reportPdf), ({ request, params }): Response => {
    const found = ownResult(request, params.attemptId);
    if ('refused' in found) return found.refused;
    const { report } = found.stored.result;
    if (!report) return errorResponse(409, m.RESULTS_NOT_RELEASED);
    resultsDb.downloads.push(found.stored.result.attemptId);
    return new HttpResponse('%PDF-1.7 fake score report', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="score-report-${report.reportId}.pdf"`,
      },
    });
  }),
  http.post(url(P.remarks), async ({ request, params }): Promise<Response> => {
    const found = ownResult(request, params.attemptId);
    if ('refused' in found) return found.refused;
    const checked = await checkedBody(request, RemarkRequest);
    if ('invalid' in checked) return checked.invalid;
    const { result } = found.stored;
    const reason = checked.body.reason.trim();
    if (!reason) return errorResponse(400, m.REMARK_REASON_REQUIRED);
    if (!result.remarkUntil) return errorResponse(409, m.RESULTS_NOT_RELEASED);
    if (Date.parse(result.remarkUntil) < Date.now())
      return errorResponse(409, m.remarkWindowClosed(REMARK_WINDOW_DAYS));
    const expert = (skill: string) =>
      result.skills.some((entry) => entry.skill === skill && entry.marking === 'expert');
    if (!checked.body.skills.every(expert)) return errorResponse(400, m.REMARK_EXPERT_ONLY);
    if (result.remarks.some((entry) => entry.status === 'waiting'))
      return errorResponse(409, m.REMARK_OPEN);
    const again = checked.body.skills.filter((skill) =>
      result.remarks.some((entry) => entry.skills.includes(skill)),
    );
    if (again.length > 0)
      return errorResponse(409, m.remarkDoneBefore(again.map((skill) => SKILL_NAMES[skill])));
    result.remarks.push({
      id: `d4000000-0000-4000-8000-${String(result.remarks.length + 1).padStart(12, '0')}`,
      skills: checked.body.skills,
      reason,
      status: 'waiting',
      requestedAt: new Date().toISOString(),
      decidedAt: null,
      outcome: [],
    });
    return HttpResponse.json<ExamResultResponse>({ result });
  }),
  http.get(url(P.verify), ({ params }): Response => {
    const id = String(params.reportId).trim().toUpperCase();
    const report = resultsDb.reports.get(id);
    if (!report) return errorResponse(404, m.REPORT_NOT_FOUND);
    return HttpResponse.json<VerifiedReportResponse>({ report });
  }),
];
