import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCouponsSchemas as s } from '@contract/schemas/admin/coupons';
import {
  adminCouponList,
  createCoupon,
  editCoupon,
  switchCoupon,
} from '../../../services/admin/coupons';
import { named } from '../../../lib/pluginName';

/** Coupons, under /api/admin/coupons. */
export const adminCouponsRoutes: FastifyPluginAsyncTypebox = named(
  'admin-coupons routes',
  async (fastify) => {
    const now = () => new Date(fastify.clock.now());

    fastify.get('/', { schema: s.list }, async (request) =>
      adminCouponList(fastify.db, request.query),
    );

    fastify.post('/', { schema: s.create }, async (request, reply) =>
      reply.code(201).send(await createCoupon(fastify.db, request.staff, request.body, now())),
    );

    fastify.put('/:code', { schema: s.update }, async (request) =>
      editCoupon(fastify.db, request.staff, request.params.code, request.body, now()),
    );

    fastify.post('/:code/disable', { schema: s.disable }, async (request) =>
      switchCoupon(fastify.db, request.staff, request.params.code, true),
    );

    fastify.post('/:code/enable', { schema: s.enable }, async (request) =>
      switchCoupon(fastify.db, request.staff, request.params.code, false),
    );
  },
);
