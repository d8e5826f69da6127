import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminReviewsSchemas as s } from '@contract/schemas/admin/reviews';
import { adminReviewList, setReviewVisibility } from '../../../services/admin/reviews';
import { named } from '../../../lib/pluginName';

/** Review moderation, under /api/admin/reviews; the catalogue's cards show the recounted rating. */
export const adminReviewsRoutes: FastifyPluginAsyncTypebox = named(
  'admin-reviews routes',
  async (fastify) => {
    fastify.get('/', { schema: s.list }, async (request) =>
      adminReviewList(fastify.db, request.query),
    );

    fastify.post('/:reviewId/hide', { schema: s.hide }, async (request) => {
      const result = await setReviewVisibility(
        fastify.db,
        request.staff,
        request.params.reviewId,
        true,
      );
      fastify.catalogue.invalidate();
      return result;
    });

    fastify.post('/:reviewId/restore', { schema: s.restore }, async (request) => {
      const result = await setReviewVisibility(
        fastify.db,
        request.staff,
        request.params.reviewId,
        false,
      );
      fastify.catalogue.invalidate();
      return result;
    });
  },
);
