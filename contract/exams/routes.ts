// The exam room's addresses under the API base (/api), in one place: the paths the server answers
// (server/src/routes/api/exam), from which the SPA's endpoints and the msw fakes build theirs.

const segment = encodeURIComponent;

export const examRoutes = {
  myTests: '/exam/my-tests',
  briefing: (entitlementId: string) => `/exam/entitlements/${segment(entitlementId)}/briefing`,
  start: (entitlementId: string) => `/exam/entitlements/${segment(entitlementId)}/start`,
  attempt: (attemptId: string) => `/exam/attempts/${segment(attemptId)}`,
  open: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/open`,
  save: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/answers`,
  startSection: (attemptId: string, sectionId: string) =>
    `/exam/attempts/${segment(attemptId)}/sections/${segment(sectionId)}/start`,
  submitSection: (attemptId: string, sectionId: string) =>
    `/exam/attempts/${segment(attemptId)}/sections/${segment(sectionId)}/submit`,
  pause: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/pause`,
  resume: (attemptId: string) => `/exam/attempts/${segment(attemptId)}/resume`,
  playAudio: (attemptId: string, audioId: string) =>
    `/exam/attempts/${segment(attemptId)}/audio/${segment(audioId)}/play`,
  audioFile: (attemptId: string, audioId: string) =>
    `/exam/attempts/${segment(attemptId)}/audio/${segment(audioId)}/file`,
  transcript: (attemptId: string, audioId: string) =>
    `/exam/attempts/${segment(attemptId)}/audio/${segment(audioId)}/transcript`,
  /** A picture of the attempt's form (a map or diagram), by its file name in the form. */
  asset: (attemptId: string, file: string) =>
    `/exam/attempts/${segment(attemptId)}/assets/${segment(file)}`,
  recordingChunk: (attemptId: string, questionId: string, index: number, tabId: string) =>
    `/exam/attempts/${segment(attemptId)}/recordings/${segment(questionId)}/chunks/${index}?tabId=${segment(tabId)}`,
  finishRecording: (attemptId: string, questionId: string) =>
    `/exam/attempts/${segment(attemptId)}/recordings/${segment(questionId)}/finish`,
} as const;

/** The same routes as Fastify and msw patterns (`:param`), for registering them. */
export const EXAM_ROUTE_PATTERNS = {
  myTests: '/exam/my-tests',
  briefing: '/exam/entitlements/:entitlementId/briefing',
  start: '/exam/entitlements/:entitlementId/start',
  attempt: '/exam/attempts/:attemptId',
  open: '/exam/attempts/:attemptId/open',
  save: '/exam/attempts/:attemptId/answers',
  startSection: '/exam/attempts/:attemptId/sections/:sectionId/start',
  submitSection: '/exam/attempts/:attemptId/sections/:sectionId/submit',
  pause: '/exam/attempts/:attemptId/pause',
  resume: '/exam/attempts/:attemptId/resume',
  playAudio: '/exam/attempts/:attemptId/audio/:audioId/play',
  audioFile: '/exam/attempts/:attemptId/audio/:audioId/file',
  transcript: '/exam/attempts/:attemptId/audio/:audioId/transcript',
  asset: '/exam/attempts/:attemptId/assets/:file',
  recordingChunk: '/exam/attempts/:attemptId/recordings/:questionId/chunks/:index',
  finishRecording: '/exam/attempts/:attemptId/recordings/:questionId/finish',
} as const;
