import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reviewsSchemas } from '@contract/schemas/reviews';
import { courseReviews, myReview, removeReview, saveReview } from '../../services/reviews';
import { named } from '../../lib/pluginName';

/** A course's reviews, under /api/courses/:course/reviews: anyone reads, buyers write their own. */
export const reviewsRoutes: FastifyPluginAsyncTypebox = named('reviews routes', async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/:course/reviews',
    { schema: reviewsSchemas.list, config: { access: 'public' } },
    async (request) => courseReviews(fastify.db, request.params.course, request.query.page),
  );

  fastify.get('/:course/reviews/mine', { schema: reviewsSchemas.mine }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return myReview(fastify.db, request.userId, request.params.course);
  });

  // A review changes the course's rating on the catalogue's cards, which are served from a cache.
  fastify.put('/:course/reviews/mine', { schema: reviewsSchemas.save }, async (request) => {
    const saved = await saveReview(fastify.db, request.userId, request.params.course, request.body);
    fastify.catalogue.invalidate();
    return saved;
  });

  fastify.delete('/:course/reviews/mine', { schema: reviewsSchemas.remove }, async (request) => {
    const removed = await removeReview(fastify.db, request.userId, request.params.course);
    fastify.catalogue.invalidate();
    return removed;
  });
});
