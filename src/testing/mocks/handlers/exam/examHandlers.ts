import { http, HttpResponse } from 'msw';
import { EXAM_ROUTE_PATTERNS as routes } from '@contract/exams/routes';
import {
  ATTEMPT_ELSEWHERE,
  ATTEMPT_OVER,
  AUDIO_PLAYED,
  ENTITLEMENT_EXPIRED,
  ENTITLEMENT_REFUNDED,
  PRACTICE_ONLY,
  partNotInSection,
  questionNotInSection,
  TRANSCRIPT_LATER,
} from '@contract/messages/exams';
import {
  OpenAttemptRequest,
  SaveAnswersRequest,
  StartAttemptRequest,
  TabRequest,
} from '@contract/schemas/exams';
import type { ExamBriefing, MyTestsResponse, SaveAnswersResponse } from '@contract/examTypes';
import { examDb } from '../../exam/examDb';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../../http';
import { attemptFor, entitlementFor, sectionClosed, takenOver } from './examGuard';
import { recordingHandlers } from './recordingHandlers';

// The learner's exam routes over the in-memory attempt model (examDb): the seq rule, the clock,
// one tab at a time, as docs/exams.md describes the server.

const url = (pattern: string) => apiUrl(pattern);

export const examHandlers = [
  http.get(url(routes.myTests), ({ request }) => {
    if (examDb.offline) return HttpResponse.error();
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    return HttpResponse.json<MyTestsResponse>({ tests: examDb.myTests(userId), progress: [] });
  }),

  http.get(url(routes.briefing), ({ request, params }) => {
    const checked = entitlementFor(request, params.entitlementId);
    if ('refused' in checked) return checked.refused;
    const entitlement = checked.found;
    const attempt = examDb.attemptOf(entitlement.id);
    if (entitlement.revoked) return errorResponse(409, ENTITLEMENT_REFUNDED);
    if (!attempt && Date.parse(entitlement.expiresAt) < examDb.now())
      return errorResponse(409, ENTITLEMENT_EXPIRED);
    return HttpResponse.json<ExamBriefing>({
      entitlementId: entitlement.id,
      testSlug: entitlement.testSlug,
      testName: entitlement.testName,
      instructions: examDb.form.instructions,
      sections: examDb.form.sections.map((section) => ({
        id: section.id,
        title: section.title,
        skill: section.skill,
        durationSeconds: Math.round(examDb.durationMs(entitlement, section) / 1000),
        instructions: section.instructions,
        questionCount: examDb.questionIds(section.id).length,
      })),
      extraTimePercent: entitlement.extraTimePercent,
      soundCheckSrc: '/exam/sound-check.ogg',
      attemptId: attempt?.id ?? null,
    });
  }),

  http.post(url(routes.start), async ({ request, params }) => {
    const checked = entitlementFor(request, params.entitlementId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, StartAttemptRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const entitlement = checked.found;
    const existing = examDb.attemptOf(entitlement.id);
    if (existing) return HttpResponse.json(examDb.view(existing));
    if (entitlement.revoked) return errorResponse(409, ENTITLEMENT_REFUNDED);
    if (Date.parse(entitlement.expiresAt) < examDb.now())
      return errorResponse(409, ENTITLEMENT_EXPIRED);
    const attempt = examDb.start(entitlement, parsed.body.mode, parsed.body.tabId);
    return HttpResponse.json(examDb.view(attempt));
  }),

  http.get(url(routes.attempt), ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    return HttpResponse.json(examDb.view(checked.found));
  }),

  http.post(url(routes.open), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, OpenAttemptRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const attempt = checked.found;
    const inProgress = examDb.attemptStatus(attempt) === 'in_progress';
    if (inProgress && attempt.tabId !== parsed.body.tabId && !parsed.body.takeover)
      return errorResponse(409, ATTEMPT_ELSEWHERE, 'ATTEMPT_ELSEWHERE');
    if (inProgress) attempt.tabId = parsed.body.tabId;
    return HttpResponse.json(examDb.view(attempt));
  }),

  http.post(url(routes.startSection), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, TabRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const attempt = checked.found;
    if (attempt.tabId !== parsed.body.tabId) return takenOver();
    const section = attempt.sections.find((s) => s.id === params.sectionId);
    const next = attempt.sections.find((s) => s.status !== 'closed');
    if (!section) return errorResponse(404, 'Not found.');
    if (!next) return errorResponse(409, ATTEMPT_OVER);
    if (section.status === 'pending' && next === section) examDb.openSection(attempt, section);
    return HttpResponse.json(examDb.view(attempt));
  }),

  http.put(url(routes.save), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, SaveAnswersRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const attempt = checked.found;
    const body = parsed.body;
    if (attempt.tabId !== body.tabId) return takenOver();
    const section = attempt.sections.find((s) => s.id === body.sectionId);
    if (!section || section.status !== 'open') return sectionClosed();
    const ids = new Set(examDb.questionIds(section.id));
    const partIds = new Set(examDb.sectionContent(section.id).parts.map((part) => part.id));
    const stranger = body.answers.find((answer) => !ids.has(answer.questionId));
    if (stranger) return errorResponse(400, questionNotInSection(stranger.questionId, section.id));
    const strangePart = (body.highlights ?? []).find((entry) => !partIds.has(entry.partId));
    if (strangePart) return errorResponse(400, partNotInSection(strangePart.partId, section.id));
    examDb.saveLog.push({ tabId: body.tabId, answers: body.answers });
    for (const answer of body.answers) {
      const held = attempt.answers.get(answer.questionId);
      if (!held || held.seq < answer.seq) attempt.answers.set(answer.questionId, answer);
    }
    for (const entry of body.highlights ?? []) {
      const held = attempt.highlights.get(entry.partId);
      if (!held || held.seq < entry.seq) attempt.highlights.set(entry.partId, entry);
    }
    if (body.questionId && ids.has(body.questionId))
      attempt.position = { sectionId: section.id, questionId: body.questionId };
    return HttpResponse.json<SaveAnswersResponse>({
      saved: body.answers.map((answer) => ({
        questionId: answer.questionId,
        seq: attempt.answers.get(answer.questionId)!.seq,
      })),
      highlights: (body.highlights ?? []).map((entry) => ({
        partId: entry.partId,
        seq: attempt.highlights.get(entry.partId)!.seq,
      })),
      deadlineAt: section.deadlineAt === null ? null : new Date(section.deadlineAt).toISOString(),
      serverNow: new Date(examDb.now()).toISOString(),
    });
  }),

  http.post(url(routes.submitSection), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, TabRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const attempt = checked.found;
    if (attempt.tabId !== parsed.body.tabId) return takenOver();
    const section = attempt.sections.find((s) => s.id === params.sectionId);
    if (!section || section.status !== 'open') return sectionClosed();
    examDb.closeSection(attempt, section, 'candidate');
    return HttpResponse.json({ attempt: examDb.view(attempt).attempt, score: null });
  }),

  ...(['pause', 'resume'] as const).map((action) =>
    http.post(url(routes[action]), async ({ request, params }) => {
      const checked = attemptFor(request, params.attemptId);
      if ('refused' in checked) return checked.refused;
      const parsed = await checkedBody(request, TabRequest);
      if ('invalid' in parsed) return parsed.invalid;
      const attempt = checked.found;
      if (attempt.tabId !== parsed.body.tabId) return takenOver();
      if (attempt.mode !== 'practice') return errorResponse(409, PRACTICE_ONLY);
      const open = attempt.sections.find((s) => s.status === 'open');
      if (action === 'pause' && attempt.pausedAt === null) attempt.pausedAt = examDb.now();
      if (action === 'resume' && attempt.pausedAt !== null) {
        if (open?.deadlineAt) open.deadlineAt += examDb.now() - attempt.pausedAt;
        attempt.pausedAt = null;
      }
      return HttpResponse.json(examDb.view(attempt));
    }),
  ),

  http.post(url(routes.playAudio), async ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    const parsed = await checkedBody(request, TabRequest);
    if ('invalid' in parsed) return parsed.invalid;
    const attempt = checked.found;
    if (attempt.tabId !== parsed.body.tabId) return takenOver();
    const audioId = String(params.audioId);
    if (examDb.audioDuration(audioId) === 0) return errorResponse(404, 'Not found.');
    if (!attempt.plays.has(audioId)) attempt.plays.set(audioId, { startedAt: examDb.now() });
    else if (attempt.mode === 'practice') attempt.plays.get(audioId)!.startedAt = examDb.now();
    const play = examDb.audioPlay(attempt, audioId);
    if (play.finished) return errorResponse(409, AUDIO_PLAYED);
    return HttpResponse.json(play);
  }),

  http.get(url(routes.transcript), ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    if (checked.found.mode !== 'practice') return errorResponse(403, TRANSCRIPT_LATER);
    const lines = examDb.key.transcripts[String(params.audioId)];
    if (!lines) return errorResponse(404, 'Not found.');
    return HttpResponse.json({ audioId: String(params.audioId), lines });
  }),

  http.get(url(routes.audioFile), () =>
    HttpResponse.arrayBuffer(new ArrayBuffer(0), { headers: { 'content-type': 'audio/ogg' } }),
  ),

  http.get(url(routes.asset), ({ request, params }) => {
    const checked = attemptFor(request, params.attemptId);
    if ('refused' in checked) return checked.refused;
    return new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      { headers: { 'content-type': 'image/svg+xml' } },
    );
  }),

  ...recordingHandlers,
];
