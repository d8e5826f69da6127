// The marking console's and the results' addresses under the API base (/api), in one place: the
// SPA's endpoints and the msw fakes build the same paths from them (the server registers them in
// server/src/routes/api/marking and examResults.ts / results.ts).

const segment = encodeURIComponent;

export const markingRoutes = {
  queue: '/marking/queue',
  task: (taskId: string) => `/marking/tasks/${segment(taskId)}`,
  claim: (taskId: string) => `/marking/tasks/${segment(taskId)}/claim`,
  release: (taskId: string) => `/marking/tasks/${segment(taskId)}/release`,
  draft: (taskId: string) => `/marking/tasks/${segment(taskId)}/draft`,
  mark: (taskId: string) => `/marking/tasks/${segment(taskId)}/mark`,
  overview: '/marking/overview',
} as const;

export const resultRoutes = {
  result: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/result`,
  reportPdf: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/report.pdf`,
  remarks: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/remarks`,
  /** Public: a score report confirmed by its number. */
  verify: (reportId: string) => `/results/${segment(reportId)}`,
} as const;

/** The same routes as msw patterns (`:param`). */
export const RESULT_ROUTE_PATTERNS = {
  queue: '/marking/queue',
  task: '/marking/tasks/:taskId',
  claim: '/marking/tasks/:taskId/claim',
  release: '/marking/tasks/:taskId/release',
  draft: '/marking/tasks/:taskId/draft',
  mark: '/marking/tasks/:taskId/mark',
  overview: '/marking/overview',
  result: '/exam/attempts/:attemptId/result',
  reportPdf: '/exam/attempts/:attemptId/report.pdf',
  remarks: '/exam/attempts/:attemptId/remarks',
  verify: '/results/:reportId',
} as const;
