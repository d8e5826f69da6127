import fp from 'fastify-plugin';
import { createCatalogue, type Catalogue } from '../../services/catalogue/catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's pages, serialised and compressed once until the catalogue changes. */
    catalogue: Catalogue;
  }
}

/** Where the database announces a change to what the catalogue shows (migration 017). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The catalogue cache, dropped whenever the database says the catalogue changed, whichever node
 * (or person) changed it.
 */
export const cataloguePlugin = fp(
  async (fastify) => {
    const catalogue = createCatalogue(fastify.db, fastify.clock);
    fastify.decorate('catalogue', catalogue);
    const stop = await fastify.db.listen(CATALOGUE_CHANNEL, () => catalogue.invalidate());
    // (Not `stop` itself: Fastify would hand it the instance as an argument.)
    fastify.addHook('onClose', async () => stop());
  },
  { name: 'catalogue', dependencies: ['db', 'clock'] },
);
