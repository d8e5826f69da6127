import fp from 'fastify-plugin';
import { createMediaSigner, type MediaSigner } from '../../lib/signing/mediaSignature';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the short-lived addresses of lesson files. */
    mediaUrls: MediaSigner;
  }
}

export const mediaUrlsPlugin = fp(
  async (fastify) => {
    fastify.decorate('mediaUrls', createMediaSigner(fastify.config.secrets.jwt));
  },
  { name: 'media-urls', dependencies: ['config'] },
);
