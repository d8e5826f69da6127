import fp from 'fastify-plugin';
import type { Db } from '../../db';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { seed } from '../../seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** PGlite or PostgreSQL, migrated and seeded before the first request. */
    db: Db;
  }
}

/** Opens the database (unless one is handed in), migrates and seeds it; closes what it opened. */
export const dbPlugin = fp<{ db?: Db }>(
  async (fastify, options) => {
    const db = options.db ?? (await openDatabase(fastify.config));
    await migrate(db);
    await seed(db, fastify.media, { formsDir: fastify.config.exams.formsDir });
    fastify.decorate('db', db);
    if (!options.db) fastify.addHook('onClose', () => db.close());
  },
  { name: 'db', dependencies: ['config', 'media'] },
);
