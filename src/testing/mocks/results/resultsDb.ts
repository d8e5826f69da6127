import type { ExamResult, VerifiedReport } from '@contract/examTypes';
import { ieltsResult, resultAttemptId, verifiedReport } from './resultFixtures';

// A learner's results and the public score reports behind the results msw handlers. Tests arrange
// them (resultsDb.results.set(...)) and read them back; reset after each test.

export interface StoredResult {
  /** Whose attempt it is (another learner's answers 404, as the server does). */
  userId: string;
  result: ExamResult;
}

function createResultsDb() {
  return {
    results: new Map<string, StoredResult>([
      [resultAttemptId(1), { userId: 'user-1', result: ieltsResult('final') }],
      [
        resultAttemptId(2),
        { userId: 'user-1', result: ieltsResult('provisional', resultAttemptId(2)) },
      ],
    ]),
    reports: new Map<string, VerifiedReport>([[verifiedReport().reportId, verifiedReport()]]),
    /** Score reports the learner downloaded, by attempt. */
    downloads: [] as string[],
  };
}

export const resultsDb = createResultsDb();

export function resetResultsDb(): void {
  Object.assign(resultsDb, createResultsDb());
}
