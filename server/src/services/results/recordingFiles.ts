import * as m from '@contract/messages/results';
import { forbidden, notFound } from '../../lib/httpError';
import { findCompleteRecording } from '../../repositories/markedAttempts';
import { nowOf, type MarkingApp } from '../marking/markingApp';

/**
 * The stored file of a spoken answer asked for by its signed address: handed out only to the
 * evaluators who may mark it (the marking task) and to its learner (the released results). A
 * changed or expired address is a 403; the player then asks for a fresh one.
 */
export async function signedRecording(
  app: Pick<MarkingApp, 'db' | 'clock' | 'marking'>,
  recordingId: string,
  query: { sub: string; exp: number; sig: string },
): Promise<{ key: string; contentType: string }> {
  const nowSeconds = Math.floor(nowOf(app).getTime() / 1000);
  const grant = { recordingId, subject: query.sub, expires: query.exp };
  if (!app.marking.recordings.verify(grant, query.sig, nowSeconds))
    throw forbidden(m.RECORDING_LINK_EXPIRED);
  const recording = await findCompleteRecording(app.db, recordingId);
  if (!recording?.storage_key) throw notFound(m.RECORDING_NOT_FOUND);
  return { key: recording.storage_key, contentType: recording.content_type };
}
