import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOrdersSchemas } from '@contract/schemas/adminOrders';
import { billingExportCsv } from '../../../services/admin/billingExport';
import {
  adminApproveRefund,
  adminOrder,
  adminOrderList,
  adminRefundList,
  adminRejectRefund,
} from '../../../services/admin/orders';
import { named } from '../../../lib/pluginName';

/** Orders, refunds and the accountant's export in the staff console (under /api/admin). */
export const adminOrdersRoutes: FastifyPluginAsyncTypebox = named(
  'admin-orders routes',
  async (fastify) => {
    fastify.get('/orders', { schema: adminOrdersSchemas.orders }, async (request) =>
      adminOrderList(fastify.db, request.query),
    );

    fastify.get('/orders/:id', { schema: adminOrdersSchemas.order }, async (request) =>
      adminOrder(fastify.db, request.params.id, fastify.billing),
    );

    fastify.get('/refunds', { schema: adminOrdersSchemas.refunds }, async (request) =>
      adminRefundList(fastify.db, request.query.status),
    );

    fastify.post(
      '/refunds/:id/approve',
      {
        schema: adminOrdersSchemas.approveRefund,
        // The note is optional: an approval sent without a body (as before notes) has none.
        preValidation: async (request) => {
          request.body ??= { note: '' };
        },
      },
      async (request) =>
        adminApproveRefund(fastify, request.params.id, request.userId, request.body.note),
    );

    fastify.post(
      '/refunds/:id/reject',
      { schema: adminOrdersSchemas.rejectRefund },
      async (request) =>
        adminRejectRefund(fastify, request.params.id, request.userId, request.body.note),
    );

    fastify.get(
      '/billing/export.csv',
      { schema: adminOrdersSchemas.billingExport },
      async (request, reply) => {
        const { from, to } = request.query;
        const csv = await billingExportCsv(fastify.db, from, to);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="gst-documents-${from}-to-${to}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  },
);
