import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { certificatesSchemas } from '@contract/schemas/certificates';
import { pdfFilenameOf } from '../../services/certificates/certificateFile';
import { certificatePdf, publicCertificate } from '../../services/certificates/certificates';
import { named } from '../../lib/pluginName';

/**
 * Certificates of completion, under /api/certificates: public, so anyone given the address (an
 * employer, a university) can confirm one; the id is an unguessable UUID.
 */
export const certificatesRoutes: FastifyPluginAsyncTypebox = named(
  'certificates routes',
  async (fastify) => {
    fastify.get('/:id', { schema: certificatesSchemas.certificate }, async (request) => ({
      certificate: await publicCertificate(fastify.db, request.params.id),
    }));

    fastify.get('/:id/pdf', { schema: certificatesSchemas.pdf }, async (request, reply) => {
      const { id, pdf } = await certificatePdf(fastify, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFilenameOf(id)}"`)
        .send(pdf);
    });
  },
);
