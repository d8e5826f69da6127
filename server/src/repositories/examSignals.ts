import type { AutomaticSignal } from '@contract/examTypes';
import type { Queryable } from '../db';

// The machine's feedback on an expert-marked section (030's exam_signals), computed by a job.

export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
  questionId?: string;
}

export interface SignalsRow {
  section_id: string;
  estimate: number | null;
  signals: AutomaticSignal[];
  transcript: TranscriptWord[] | null;
  computed_at: Date;
}

const COLUMNS = `section_id, estimate::float8 AS estimate, signals, transcript, computed_at`;

/** Keeps the newest computation (a job run again replaces its own result). */
export async function saveSignals(
  db: Queryable,
  attemptId: string,
  sectionId: string,
  result: {
    estimate: number | null;
    signals: AutomaticSignal[];
    transcript: TranscriptWord[] | null;
  },
  computedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO exam_signals (attempt_id, section_id, estimate, signals, transcript, computed_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (attempt_id, section_id) DO UPDATE SET estimate = excluded.estimate,
       signals = excluded.signals, transcript = excluded.transcript, computed_at = excluded.computed_at`,
    [
      attemptId,
      sectionId,
      result.estimate,
      JSON.stringify(result.signals),
      result.transcript ? JSON.stringify(result.transcript) : null,
      computedAt,
    ],
  );
}

export async function findSignals(
  db: Queryable,
  attemptId: string,
  sectionId: string,
): Promise<SignalsRow | undefined> {
  const { rows } = await db.query<SignalsRow>(
    `SELECT ${COLUMNS} FROM exam_signals WHERE attempt_id = $1 AND section_id = $2`,
    [attemptId, sectionId],
  );
  return rows[0];
}

export async function signalsOfAttempt(db: Queryable, attemptId: string): Promise<SignalsRow[]> {
  const { rows } = await db.query<SignalsRow>(
    `SELECT ${COLUMNS} FROM exam_signals WHERE attempt_id = $1 ORDER BY section_id`,
    [attemptId],
  );
  return rows;
}
