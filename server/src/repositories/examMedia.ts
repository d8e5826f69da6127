import type { Queryable } from '../db';

// What a candidate heard and said: listening recordings played (so a reload resumes instead of
// replaying) and spoken answers uploaded in chunks.

export interface AudioPlayRow {
  audioId: string;
  plays: number;
  firstStartedAt: Date;
  lastStartedAt: Date;
  /** Seconds since the first start, by the database's clock. */
  sinceFirst: number;
  /** Seconds since the latest start. */
  sinceLast: number;
}

const PLAY_COLUMNS = `audio_id AS "audioId", plays, first_started_at AS "firstStartedAt",
  last_started_at AS "lastStartedAt",
  extract(epoch FROM now() - first_started_at)::float8 AS "sinceFirst",
  extract(epoch FROM now() - last_started_at)::float8 AS "sinceLast"`;

export async function listAudioPlays(db: Queryable, attemptId: string): Promise<AudioPlayRow[]> {
  const result = await db.query<AudioPlayRow>(
    `SELECT ${PLAY_COLUMNS} FROM exam_audio_plays WHERE attempt_id = $1 ORDER BY audio_id`,
    [attemptId],
    { name: 'exam_audio_plays_of_attempt' },
  );
  return result.rows;
}

/** The first play starts the recording's clock; a later one is recorded only when `replay`. */
export async function recordAudioPlay(
  tx: Queryable,
  attemptId: string,
  audioId: string,
  replay: boolean,
): Promise<AudioPlayRow> {
  const result = await tx.query<AudioPlayRow>(
    `INSERT INTO exam_audio_plays AS p (attempt_id, audio_id) VALUES ($1, $2)
     ON CONFLICT (attempt_id, audio_id) DO UPDATE
       SET plays = p.plays + 1, last_started_at = now()
       WHERE $3::boolean
     RETURNING ${PLAY_COLUMNS}`,
    [attemptId, audioId, replay],
  );
  if (result.rows[0]) return result.rows[0];
  const held = await tx.query<AudioPlayRow>(
    `SELECT ${PLAY_COLUMNS} FROM exam_audio_plays WHERE attempt_id = $1 AND audio_id = $2`,
    [attemptId, audioId],
  );
  return held.rows[0]!;
}

export interface RecordingRow {
  id: string;
  questionId: string;
  status: 'recording' | 'complete';
  contentType: string;
  chunks: number;
  bytes: number;
  durationSeconds: number;
  storageKey: string | null;
}

const RECORDING_COLUMNS = `id, question_id AS "questionId", status, content_type AS "contentType",
  chunks, bytes::float8 AS bytes, duration_seconds::float8 AS "durationSeconds",
  storage_key AS "storageKey"`;

export async function listRecordings(db: Queryable, attemptId: string): Promise<RecordingRow[]> {
  const result = await db.query<RecordingRow>(
    `SELECT ${RECORDING_COLUMNS} FROM exam_recordings WHERE attempt_id = $1 ORDER BY question_id`,
    [attemptId],
    { name: 'exam_recordings_of_attempt' },
  );
  return result.rows;
}

export async function findRecording(
  db: Queryable,
  attemptId: string,
  questionId: string,
): Promise<RecordingRow | undefined> {
  const result = await db.query<RecordingRow>(
    `SELECT ${RECORDING_COLUMNS} FROM exam_recordings WHERE attempt_id = $1 AND question_id = $2`,
    [attemptId, questionId],
  );
  return result.rows[0];
}

/** The question's recording, started with this content type when it is the first chunk. */
export async function ensureRecording(
  tx: Queryable,
  attemptId: string,
  questionId: string,
  contentType: string,
): Promise<RecordingRow> {
  await tx.query(
    `INSERT INTO exam_recordings (attempt_id, question_id, content_type) VALUES ($1, $2, $3)
     ON CONFLICT (attempt_id, question_id) DO NOTHING`,
    [attemptId, questionId, contentType],
  );
  return (await findRecording(tx, attemptId, questionId))!;
}

/** Records a chunk (one sent again replaces itself) and recounts the recording's chunks and bytes. */
export async function saveChunk(
  tx: Queryable,
  recordingId: string,
  index: number,
  bytes: number,
): Promise<RecordingRow> {
  await tx.query(
    `INSERT INTO exam_recording_chunks (recording_id, index, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (recording_id, index) DO UPDATE SET bytes = excluded.bytes, received_at = now()`,
    [recordingId, index, bytes],
  );
  const result = await tx.query<RecordingRow>(
    `UPDATE exam_recordings r
     SET chunks = c.count, bytes = c.bytes
     FROM (SELECT count(*) AS count, COALESCE(sum(bytes), 0) AS bytes
           FROM exam_recording_chunks WHERE recording_id = $1) c
     WHERE r.id = $1
     RETURNING r.id, r.question_id AS "questionId", r.status, r.content_type AS "contentType",
       r.chunks, r.bytes::float8 AS bytes, r.duration_seconds::float8 AS "durationSeconds",
       r.storage_key AS "storageKey"`,
    [recordingId],
  );
  return result.rows[0]!;
}

/** The indexes of the chunks received, in order. */
export async function listChunkIndexes(db: Queryable, recordingId: string): Promise<number[]> {
  const result = await db.query<{ index: number }>(
    'SELECT index FROM exam_recording_chunks WHERE recording_id = $1 ORDER BY index',
    [recordingId],
  );
  return result.rows.map((row) => row.index);
}

export async function completeRecording(
  tx: Queryable,
  recordingId: string,
  finished: { chunks: number; bytes: number; durationSeconds: number; storageKey: string },
): Promise<RecordingRow> {
  const result = await tx.query<RecordingRow>(
    `UPDATE exam_recordings
     SET status = 'complete', chunks = $2, bytes = $3, duration_seconds = $4, storage_key = $5,
         finished_at = now()
     WHERE id = $1
     RETURNING ${RECORDING_COLUMNS}`,
    [recordingId, finished.chunks, finished.bytes, finished.durationSeconds, finished.storageKey],
  );
  return result.rows[0]!;
}
