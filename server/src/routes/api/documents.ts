import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { billingSchemas } from '@contract/schemas/billing';
import { signedDocument } from '../../services/billing/documentAccess';
import { named } from '../../lib/pluginName';

/**
 * Invoices and credit notes behind their signed 5-minute addresses, under /api/documents. The
 * signature is the proof (a plain download link sends no bearer header); it is never logged.
 */
export const documentsRoutes: FastifyPluginAsyncTypebox = named(
  'documents routes',
  async (fastify) => {
    fastify.get('/:kind/:id', { schema: billingSchemas.document }, async (request, reply) => {
      const file = await signedDocument(
        fastify,
        fastify.documentLinks,
        { ...request.params, ...request.query },
        fastify.clock.now(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    });
  },
);
