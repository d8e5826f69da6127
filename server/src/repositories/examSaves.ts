import type { Queryable } from '../db';
import type { AnswerSave, HighlightSave } from './examAnswers';
import type { AttemptStatus, SectionStatus } from './examAttempts';

// A save of the exam room as one statement: the attempt and its section locked, whether they
// still take answers from this candidate's tab, and only then the answers, flags, highlights and
// the candidate's place. On the embedded database every statement holds the one connection and the
// process, and a transaction's BEGIN and COMMIT are statements too, so one statement instead of
// six is most of a save's cost; on PostgreSQL it is one round trip instead of six.
//
// The lock keeps a save and a closing apart on PostgreSQL: a closing locks the attempt (FOR
// UPDATE) before it marks the section, so this statement either locks first (the closing then
// waits and sees the answers) or waits for the closing, and then reads the section's new row
// (the rows a statement locks are read again once a writer before it commits), which is closed.
// The attempt is locked before its section, in the order every closing takes them.

/** The section's state as the save found it. */
export interface SaveSection {
  status: SectionStatus;
  closedBy: 'candidate' | 'time' | null;
  deadlineAt: Date | null;
  /** Open, and its deadline plus the grace not passed (or the attempt is paused). */
  inTime: boolean;
}

/** The attempt's state as the save found it. */
export interface SaveAttempt {
  userId: string;
  status: AttemptStatus;
  tabId: string | null;
  /** The database's clock. */
  now: Date;
}

export interface SectionSave {
  attemptId: string;
  /** Written only for the attempt's owner, from the tab holding it. */
  userId: string;
  tabId: string;
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
  /**
   * Undefined: no such attempt or section. Nothing is written unless the attempt is the user's,
   * in progress, held by the tab, and the section inTime.
   */
  found: { attempt: SaveAttempt; section: SaveSection } | undefined;
  /** The seq held now for each question sent (newer than the one sent if a newer save won). */
  saved: { questionId: string; seq: number }[];
  highlights: { partId: string; seq: number }[];
}

/**
 * Each answer, flag and highlight is kept only if its seq is newer than the one held (a late, older
 * save never overwrites a newer one; a save sent twice changes nothing), and answers the seq held.
 * The row is written either way, so what it answers is the newest row, even one a save beside it
 * wrote after this statement began (on PostgreSQL, which its snapshot would not show).
 */
export async function saveInSection(db: Queryable, save: SectionSave): Promise<SectionSaveResult> {
  const result = await db.query<{
    userId: string | null;
    status: AttemptStatus;
    tabId: string | null;
    now: Date;
    sectionStatus: SectionStatus;
    closedBy: 'candidate' | 'time' | null;
    deadlineAt: Date | null;
    inTime: boolean;
    saved: { questionId: string; seq: number }[];
    highlights: { partId: string; seq: number }[];
  }>(
    `WITH target AS (
       SELECT a.user_id, a.status, a.tab_id, now() AS now, s.status AS section_status,
              s.closed_by, s.deadline_at,
              (s.status = 'open' AND (a.paused_at IS NOT NULL
                OR s.deadline_at + make_interval(secs => $3) >= now())) AS in_time
       FROM exam_attempts a JOIN exam_attempt_sections s ON s.attempt_id = a.id
       WHERE a.id = $1 AND s.section_id = $2
       FOR NO KEY UPDATE OF a, s
     ), open AS (
       SELECT 1 FROM target
       WHERE user_id = $8 AND status = 'in_progress' AND tab_id = $9 AND in_time
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
         SET value = CASE WHEN e.seq < excluded.seq THEN excluded.value ELSE e.value END,
             flagged = CASE WHEN e.seq < excluded.seq THEN excluded.flagged ELSE e.flagged END,
             saved_at = CASE WHEN e.seq < excluded.seq THEN now() ELSE e.saved_at END,
             seq = greatest(e.seq, excluded.seq)
       RETURNING e.question_id, e.seq
     ), saved_flags AS (
       INSERT INTO exam_answers AS e (attempt_id, question_id, section_id, value, flagged, seq)
       SELECT $1, i."questionId", $2, NULL, i.flagged, i.seq FROM flags i
       ON CONFLICT (attempt_id, question_id) DO UPDATE
         SET flagged = CASE WHEN e.seq < excluded.seq THEN excluded.flagged ELSE e.flagged END,
             saved_at = CASE WHEN e.seq < excluded.seq THEN now() ELSE e.saved_at END,
             seq = greatest(e.seq, excluded.seq)
       RETURNING e.question_id, e.seq
     ), saved_marks AS (
       INSERT INTO exam_highlights AS h (attempt_id, part_id, highlights, seq)
       SELECT $1, i."partId", i.highlights, i.seq FROM marks i
       ON CONFLICT (attempt_id, part_id) DO UPDATE
         SET highlights = CASE WHEN h.seq < excluded.seq THEN excluded.highlights ELSE h.highlights END,
             saved_at = CASE WHEN h.seq < excluded.seq THEN now() ELSE h.saved_at END,
             seq = greatest(h.seq, excluded.seq)
       RETURNING h.part_id, h.seq
     ), moved AS (
       -- Runs though nothing reads it, as every data-modifying WITH does.
       UPDATE exam_attempts SET position = jsonb_build_object('sectionId', $2::text, 'questionId', $7::text)
       WHERE id = $1 AND $7::text IS NOT NULL AND EXISTS (SELECT 1 FROM open)
       RETURNING 1
     )
     SELECT t.user_id AS "userId", t.status, t.tab_id AS "tabId", t.now,
            t.section_status AS "sectionStatus", t.closed_by AS "closedBy",
            t.deadline_at AS "deadlineAt", t.in_time AS "inTime",
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('questionId', question_id, 'seq', seq)
                      ORDER BY kind), '[]'::jsonb)
             FROM (SELECT question_id, seq, 1 AS kind FROM saved_typed
                   UNION ALL SELECT question_id, seq, 2 FROM saved_flags) AS saved) AS saved,
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('partId', part_id, 'seq', seq)), '[]'::jsonb)
             FROM saved_marks) AS highlights
     FROM (SELECT 1) AS one LEFT JOIN target t ON true`,
    [
      save.attemptId,
      save.sectionId,
      save.graceSeconds,
      JSON.stringify(save.answers),
      JSON.stringify(save.flags),
      JSON.stringify(save.highlights),
      save.questionId,
      save.userId,
      save.tabId,
    ],
    { name: 'exam_save_in_section' },
  );
  const row = result.rows[0]!;
  return {
    found:
      row.userId === null
        ? undefined
        : {
            attempt: { userId: row.userId, status: row.status, tabId: row.tabId, now: row.now },
            section: {
              status: row.sectionStatus,
              closedBy: row.closedBy,
              deadlineAt: row.deadlineAt,
              inTime: row.inTime === true,
            },
          },
    saved: row.saved.map((s) => ({ questionId: s.questionId, seq: Number(s.seq) })),
    highlights: row.highlights.map((h) => ({ partId: h.partId, seq: Number(h.seq) })),
  };
}
