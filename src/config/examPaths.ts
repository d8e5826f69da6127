// The addresses of the tests' pages, beside the rest in paths.ts: only the tests' own code (lazy
// chunks) links to them, so the entry bundle, where paths.ts is, does not carry them. The route
// table (src/app/routeTable.ts) spells the same patterns.
export const examPaths = {
  /** A test attempt's results: provisional while marking, complete once released. */
  testResults: (attemptId: string) => `/user-dash/mytests/${encodeURIComponent(attemptId)}/results`,
  /** A score report's public page, where institutions confirm it. */
  scoreReport: (reportId: string) => `/results/${encodeURIComponent(reportId)}`,
  /** Before a bought test: instructions, sound and microphone checks, Start. */
  examBriefing: (entitlementId: string) => `/exam/${encodeURIComponent(entitlementId)}`,
  /** The exam room of a bought test. */
  examRoom: (entitlementId: string) => `/exam/${encodeURIComponent(entitlementId)}/room`,
} as const;
