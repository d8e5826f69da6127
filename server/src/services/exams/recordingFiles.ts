import type { Queryable } from '../../db';
import { setRecordedAnswer } from '../../repositories/examAnswers';
import {
  completeRecording,
  listChunkIndexes,
  type RecordingRow,
} from '../../repositories/examMedia';
import { readStored, type MediaStorage } from '../media/storage';

// Where a spoken answer's chunks and its joined file live in the media storage.

export const chunkKey = (attemptId: string, questionId: string, index: number) =>
  `recordings/${attemptId}/${questionId}/${index}`;

const extensionOf = (contentType: string) => (contentType === 'audio/ogg' ? 'ogg' : 'webm');

export const answerKey = (attemptId: string, questionId: string, contentType: string) =>
  `recordings/${attemptId}/${questionId}/answer.${extensionOf(contentType)}`;

/**
 * Joins chunks `indexes` in order into the answer's file (MediaRecorder's chunks are pieces of one
 * stream), marks the recording complete and makes it the question's answer.
 */
export async function joinRecording(
  tx: Queryable,
  media: MediaStorage,
  attemptId: string,
  sectionId: string,
  recording: RecordingRow,
  indexes: readonly number[],
  durationSeconds: number,
): Promise<RecordingRow> {
  const parts: Buffer[] = [];
  for (const index of indexes) {
    const part = await readStored(media, chunkKey(attemptId, recording.questionId, index));
    if (!part) throw new Error(`Chunk ${index} of recording ${recording.id} is not stored`);
    parts.push(part);
  }
  const file = Buffer.concat(parts);
  const storageKey = answerKey(attemptId, recording.questionId, recording.contentType);
  await media.put(storageKey, file, recording.contentType);
  const complete = await completeRecording(tx, recording.id, {
    chunks: indexes.length,
    bytes: file.length,
    durationSeconds,
    storageKey,
  });
  await setRecordedAnswer(tx, attemptId, sectionId, recording.questionId, recording.id);
  return complete;
}

/**
 * A section closing with recordings its candidate never finished (the tab closed, the connection
 * dropped): each is finished from the chunks received, so seconds are lost, not the answer.
 */
export async function finishLeftRecordings(
  tx: Queryable,
  media: MediaStorage,
  attemptId: string,
  sectionId: string,
  recordings: readonly RecordingRow[],
): Promise<void> {
  for (const recording of recordings) {
    if (recording.status !== 'recording' || recording.chunks === 0) continue;
    const indexes = await listChunkIndexes(tx, recording.id);
    await joinRecording(
      tx,
      media,
      attemptId,
      sectionId,
      recording,
      indexes,
      recording.durationSeconds,
    );
  }
}
