import fp from 'fastify-plugin';
import { createDocumentSigner, type DocumentSigner } from '../../services/billing/documentLinks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the 5-minute download addresses of invoices and credit notes. */
    documentLinks: DocumentSigner;
  }
}

export const documentLinksPlugin = fp(
  async (fastify) => {
    fastify.decorate('documentLinks', createDocumentSigner(fastify.config.secrets.jwt));
  },
  { name: 'document-links', dependencies: ['config'] },
);
