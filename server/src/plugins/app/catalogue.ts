import fp from 'fastify-plugin';
import { createCatalogue, type Catalogue } from '../../services/catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's pages, serialised and compressed once until the catalogue changes. */
    catalogue: Catalogue;
  }
}

export const cataloguePlugin = fp(
  async (fastify) => {
    fastify.decorate(
      'catalogue',
      createCatalogue(fastify.db, () => fastify.clock.now()),
    );
  },
  { name: 'catalogue', dependencies: ['db', 'clock'] },
);
