import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { compressPlugin } from '../../plugins/external/compress';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { certificatesRoutes } from './certificates';
import { coursesRoutes } from './courses';
import { documentsRoutes } from './documents';
import { examRoutes } from './exam';
import { healthRoutes } from './health';
import { learnRoutes } from './learn';
import { lessonNotesRoutes } from './lessonNotes';
import { ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { reviewsRoutes } from './reviews';
import { usersRoutes } from './users';

/** The JSON API, registered under /api: one plugin per domain, each with its prefix. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(compressPlugin);
  await fastify.register(healthRoutes);
  await fastify.register(authRoutes, { prefix: '/auth' });
  await fastify.register(usersRoutes, { prefix: '/users' });
  await fastify.register(coursesRoutes, { prefix: '/courses' });
  await fastify.register(reviewsRoutes, { prefix: '/courses' });
  await fastify.register(learnRoutes, { prefix: '/learn' });
  await fastify.register(lessonNotesRoutes, { prefix: '/learn' });
  await fastify.register(certificatesRoutes, { prefix: '/certificates' });
  await fastify.register(cartRoutes, { prefix: '/cart' });
  await fastify.register(ordersRoutes, { prefix: '/orders' });
  await fastify.register(paymentsRoutes, { prefix: '/payments' });
  await fastify.register(documentsRoutes, { prefix: '/documents' });
  await fastify.register(examRoutes, { prefix: '/exam' });
  await fastify.register(adminRoutes, { prefix: '/admin' });
};
