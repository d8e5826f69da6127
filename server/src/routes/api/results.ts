import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resultsSchemas as s } from '@contract/schemas/results';
import { verifyReport } from '../../services/results/scoreReports';
import { named } from '../../lib/pluginName';

/**
 * Public verification of score reports under /api/results: anyone given a report number (an
 * institution, an employer) sees the name, the test, the date and the results; nothing else.
 */
export const resultsRoutes: FastifyPluginAsyncTypebox = named('results routes', async (fastify) => {
  fastify.get('/:reportId', { schema: s.verify }, async (request) =>
    verifyReport(fastify, request.params.reportId),
  );
});
