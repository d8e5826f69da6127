import { http, HttpResponse } from 'msw';
import { EXAM_ROUTE_PATTERNS as routes } from '@contract/exams/routes';
import {
  FinishRecordingRequest,
  MAX_RECORDING_CHUNK_BYTES,
  RECORDING_TYPES,
} from '@contract/schemas/exams';
import { examDb } from '../../exam/examDb';
import { apiUrl, checkedBody, errorResponse } from '../../http';
import { attemptFor, sectionClosed, takenOver } from './examGuard';

// Spoken answers: chunks sent while recording (a chunk sent again replaces itself), then finish.

const NOT_AUDIO = 'A spoken answer must be audio/webm or audio/ogg.';
const TOO_LARGE = 'A recording chunk may be at most 1 MiB.';

function speechQuestion(sectionId: string, questionId: string): boolean {
  return examDb
    .sectionContent(sectionId)
    .parts.some((part) =>
      part.groups.some((group) =>
        group.questions.some(
          (question) => question.id === questionId && question.type === 'speech',
        ),
      ),
    );
}

export const recordingHandlers = [
  http.put(apiUrl(routes.recordingChunk), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const attempt = checked.found;
    const tabId = new URL(request.url).searchParams.get('tabId');
    if (attempt.tabId !== tabId) return takenOver();
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!(RECORDING_TYPES as readonly string[]).includes(type))
      return errorResponse(415, NOT_AUDIO);
    const bytes = (await request.arrayBuffer()).byteLength;
    if (bytes > MAX_RECORDING_CHUNK_BYTES) return errorResponse(413, TOO_LARGE);
    const open = attempt.sections.find((s) => s.status === 'open');
    const questionId = String(params.questionId);
    if (!open) return sectionClosed();
    if (!speechQuestion(open.id, questionId)) return errorResponse(404, 'Not found.');
    const recording = attempt.recordings.get(questionId) ?? {
      chunks: new Map<number, number>(),
      complete: false,
      duration: 0,
    };
    recording.chunks.set(Number(params.index), bytes);
    attempt.recordings.set(questionId, recording);
    return HttpResponse.json({
      received: Number(params.index),
      recording: examDb.recording(attempt, questionId),
    });
  }),

  http.post(apiUrl(routes.finishRecording), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, FinishRecordingRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const attempt = checked.found;
    if (attempt.tabId !== parsed.body.tabId) return takenOver();
    const questionId = String(params.questionId);
    const recording = attempt.recordings.get(questionId);
    if (!recording) return errorResponse(404, 'Not found.');
    if (recording.chunks.size < parsed.body.chunks)
      return errorResponse(
        409,
        `Only ${recording.chunks.size} of ${parsed.body.chunks} parts have arrived.`,
      );
    recording.complete = true;
    recording.duration = parsed.body.durationSeconds;
    const seq = (attempt.answers.get(questionId)?.seq ?? 0) + 1;
    attempt.answers.set(questionId, {
      questionId,
      value: `recording-${questionId}`,
      flagged: false,
      seq,
    });
    return HttpResponse.json({ recording: examDb.recording(attempt, questionId) });
  }),
];
