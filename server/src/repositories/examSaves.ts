import type { Queryable } from '../db';
import type { AnswerSave, HighlightSave } from './examAnswers';
import type { SectionStatus } from './examAttempts';

// A save of the exam room as one statement: whether the section still takes answers, and only
// then its answers, flags, highlights and the candidate's place. On the embedded database every
// statement holds the one connection (and the process), so one statement instead of five is most
// of a save's cost; on PostgreSQL it is one round trip instead of five. The caller has locked
// the attempt's row first: this statement's snapshot is taken after the lock, so a section a
// concurrent closing marked is seen closed.

/** The section's state as the save found it. */
export interface SaveSection {
  status: SectionStatus;
  closedBy: 'candidate' | 'time' | null;
  deadlineAt: Date | null;
  /** Open, and its deadline plus the grace not passed (or the attempt is paused). */
  inTime: boolean;
}

export interface SectionSave {
  attemptId: string;
  sectionId: string;
  graceSeconds: number;
  /** Typed answers (value and flag). */
  answers: readonly AnswerSave[];
  /** Flags of spoken answers, whose value only a recording sets. */
  flags: readonly { questionId: string; flagged: boolean; seq: number }[];
  highlights: readonly HighlightSave[];
  /** Where the candidate is now, or null to leave it. */
  questionId: string | null;
}

export interface SectionSaveResult {
  /** Undefined: the attempt has no such section. Nothing is written unless it is inTime. */
  section: SaveSection | undefined;
  /** The seq held now for each question sent (newer than the one sent if a newer save won). */
  saved: { questionId: string; seq: number }[];
  highlights: { partId: string; seq: number }[];
}

/**
 * Each answer, flag and highlight is kept only if its seq is newer than the one held (a late, older
 * save never overwrites a newer one; a save sent twice changes nothing), and answers the seq held.
 */
export async function saveInSection(tx: Queryable, save: SectionSave): Promise<SectionSaveResult> {
  const result = await tx.query<{
    status: SectionStatus | null;
    closedBy: 'candidate' | 'time' | null;
    deadlineAt: Date | null;
    inTime: boolean | null;
    saved: { questionId: string; seq: number }[];
    highlights: { partId: string; seq: number }[];
  }>(
    `WITH section AS (
       SELECT s.status, s.closed_by, s.deadline_at,
              (s.status = 'open' AND (a.paused_at IS NOT NULL
                OR s.deadline_at + make_interval(secs => $3) >= now())) AS in_time
       FROM exam_attempt_sections s JOIN exam_attempts a ON a.id = s.attempt_id
       WHERE s.attempt_id = $1 AND s.section_id = $2
     ), open AS (
       SELECT 1 FROM section WHERE in_time
     ), typed AS (
       SELECT * FROM jsonb_to_recordset($4::jsonb)
         AS i("questionId" text, value jsonb, flagged boolean, seq bigint)
       WHERE EXISTS (SELECT 1 FROM open)
     ), flags AS (
       SELECT * FROM jsonb_to_recordset($5::jsonb)
         AS i("questionId" text, flagged boolean, seq bigint)
       WHERE EXISTS (SELECT 1 FROM open)
     ), marks AS (
       SELECT * FROM jsonb_to_recordset($6::jsonb)
         AS i("partId" text, highlights jsonb, seq bigint)
       WHERE EXISTS (SELECT 1 FROM open)
     ), saved_typed AS (
       INSERT INTO exam_answers AS e (attempt_id, question_id, section_id, value, flagged, seq)
       SELECT $1, i."questionId", $2, i.value, i.flagged, i.seq FROM typed i
       ON CONFLICT (attempt_id, question_id) DO UPDATE
         SET value = excluded.value, flagged = excluded.flagged, seq = excluded.seq,
             saved_at = now()
         WHERE e.seq < excluded.seq
       RETURNING e.question_id, e.seq
     ), saved_flags AS (
       INSERT INTO exam_answers AS e (attempt_id, question_id, section_id, value, flagged, seq)
       SELECT $1, i."questionId", $2, NULL, i.flagged, i.seq FROM flags i
       ON CONFLICT (attempt_id, question_id) DO UPDATE
         SET flagged = excluded.flagged, seq = excluded.seq, saved_at = now()
         WHERE e.seq < excluded.seq
       RETURNING e.question_id, e.seq
     ), saved_marks AS (
       INSERT INTO exam_highlights AS h (attempt_id, part_id, highlights, seq)
       SELECT $1, i."partId", i.highlights, i.seq FROM marks i
       ON CONFLICT (attempt_id, part_id) DO UPDATE
         SET highlights = excluded.highlights, seq = excluded.seq, saved_at = now()
         WHERE h.seq < excluded.seq
       RETURNING h.part_id, h.seq
     ), moved AS (
       -- Runs though nothing reads it, as every data-modifying WITH does.
       UPDATE exam_attempts SET position = jsonb_build_object('sectionId', $2::text, 'questionId', $7::text)
       WHERE id = $1 AND $7::text IS NOT NULL AND EXISTS (SELECT 1 FROM open)
       RETURNING 1
     ), sent AS (
       SELECT "questionId", 1 AS kind FROM typed UNION ALL SELECT "questionId", 2 FROM flags
     )
     SELECT s.status, s.closed_by AS "closedBy", s.deadline_at AS "deadlineAt", s.in_time AS "inTime",
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('questionId', i."questionId",
                      'seq', COALESCE(t.seq, f.seq, e.seq)) ORDER BY i.kind), '[]'::jsonb)
             FROM sent i
             LEFT JOIN saved_typed t ON t.question_id = i."questionId"
             LEFT JOIN saved_flags f ON f.question_id = i."questionId"
             LEFT JOIN exam_answers e ON e.attempt_id = $1 AND e.question_id = i."questionId"
            ) AS saved,
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('partId', i."partId",
                      'seq', COALESCE(m.seq, h.seq))), '[]'::jsonb)
             FROM marks i
             LEFT JOIN saved_marks m ON m.part_id = i."partId"
             LEFT JOIN exam_highlights h ON h.attempt_id = $1 AND h.part_id = i."partId"
            ) AS highlights
     FROM (SELECT 1) AS one LEFT JOIN section s ON true`,
    [
      save.attemptId,
      save.sectionId,
      save.graceSeconds,
      JSON.stringify(save.answers),
      JSON.stringify(save.flags),
      JSON.stringify(save.highlights),
      save.questionId,
    ],
    { name: 'exam_save_in_section' },
  );
  const row = result.rows[0]!;
  return {
    section:
      row.status === null
        ? undefined
        : {
            status: row.status,
            closedBy: row.closedBy,
            deadlineAt: row.deadlineAt,
            inTime: row.inTime === true,
          },
    saved: row.saved.map((s) => ({ questionId: s.questionId, seq: Number(s.seq) })),
    highlights: row.highlights.map((h) => ({ partId: h.partId, seq: Number(h.seq) })),
  };
}
