import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resultsSchemas as s } from '@contract/schemas/results';
import { learnerResult } from '../../services/results/learnerResult';
import { requestRemark } from '../../services/results/remarks';
import { scoreReportPdf } from '../../services/results/scoreReports';
import { named } from '../../lib/pluginName';

/**
 * A learner's results under /api/exam/attempts/:attemptId: the results (provisional, then
 * complete), the score report's PDF and re-mark requests. Another learner's attempt is a 404.
 */
export const examResultsRoutes: FastifyPluginAsyncTypebox = named(
  'exam-results routes',
  async (fastify) => {
    fastify.addHook('onRequest', fastify.authenticate);
    fastify.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });

    fastify.get('/attempts/:attemptId/result', { schema: s.result }, async (request) => ({
      result: await learnerResult(fastify, request.userId, request.params.attemptId),
    }));

    fastify.get(
      '/attempts/:attemptId/report.pdf',
      { schema: s.reportPdf },
      async (request, reply) => {
        const { filename, pdf } = await scoreReportPdf(
          fastify,
          request.userId,
          request.params.attemptId,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      },
    );

    fastify.post('/attempts/:attemptId/remarks', { schema: s.remark }, async (request) =>
      requestRemark(fastify, request.userId, request.params.attemptId, request.body),
    );
  },
);
