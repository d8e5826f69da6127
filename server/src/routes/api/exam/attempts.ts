import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { examsSchemas as s } from '@contract/schemas/exams';
import { typeboxValidator } from '../../../lib/typeboxValidator';
import { getAttempt, openAttempt } from '../../../services/exams/attempts';
import { playAudio, transcript } from '../../../services/exams/audio';
import { saveAnswers } from '../../../services/exams/saveAnswers';
import {
  pauseAttempt,
  resumeAttempt,
  startNextSection,
  submitSection,
} from '../../../services/exams/sectionFlow';
import { named } from '../../../lib/pluginName';

/** An attempt in the exam room, under /api/exam/attempts/:attemptId. */
export const examAttemptRoutes: FastifyPluginAsyncTypebox = named(
  'exam-attempt routes',
  async (fastify) => {
    fastify.get('/attempts/:attemptId', { schema: s.attempt }, async (request) =>
      getAttempt(fastify, request.userId, request.params.attemptId),
    );

    fastify.post('/attempts/:attemptId/open', { schema: s.open }, async (request) =>
      openAttempt(fastify, request.userId, request.params.attemptId, request.body),
    );

    // An answer is text or a list of options: Ajv would turn ['B'] into 'B'.
    fastify.put(
      '/attempts/:attemptId/answers',
      { schema: s.save, validatorCompiler: typeboxValidator },
      async (request) =>
        saveAnswers(fastify, request.userId, request.params.attemptId, request.body),
    );

    fastify.post(
      '/attempts/:attemptId/sections/:sectionId/start',
      { schema: s.startSection },
      async (request) =>
        startNextSection(
          fastify,
          request.userId,
          request.params.attemptId,
          request.params.sectionId,
          request.body.tabId,
        ),
    );

    fastify.post(
      '/attempts/:attemptId/sections/:sectionId/submit',
      { schema: s.submitSection },
      async (request) =>
        submitSection(
          fastify,
          request.userId,
          request.params.attemptId,
          request.params.sectionId,
          request.body.tabId,
        ),
    );

    fastify.post('/attempts/:attemptId/pause', { schema: s.pause }, async (request) =>
      pauseAttempt(fastify, request.userId, request.params.attemptId, request.body.tabId),
    );

    fastify.post('/attempts/:attemptId/resume', { schema: s.resume }, async (request) =>
      resumeAttempt(fastify, request.userId, request.params.attemptId, request.body.tabId),
    );

    fastify.post(
      '/attempts/:attemptId/audio/:audioId/play',
      { schema: s.playAudio },
      async (request) =>
        playAudio(
          fastify,
          request.userId,
          request.params.attemptId,
          request.params.audioId,
          request.body.tabId,
        ),
    );

    fastify.get(
      '/attempts/:attemptId/audio/:audioId/transcript',
      { schema: s.transcript },
      async (request) =>
        transcript(fastify, request.userId, request.params.attemptId, request.params.audioId),
    );
  },
);
