/** The learner's results page (the mails link to it). */
export const resultsPageUrl = (siteUrl: string, attemptId: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/user-dash/mytests/${attemptId}/results`;

/** The public page that confirms a score report, printed on it. */
export const reportVerifyUrl = (siteUrl: string, reportId: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/results/${reportId}`;

/** The report's download for its learner (the API's own address). */
export const reportPdfPath = (attemptId: string): string =>
  `/api/exam/attempts/${attemptId}/report.pdf`;

export const reportFilename = (reportId: string): string => `score-report-${reportId}.pdf`;
