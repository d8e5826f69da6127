import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cartSchemas } from '@contract/schemas/cart';
import { addToCart, loadCart, removeFromCart } from '../../services/cart';
import { named } from '../../lib/pluginName';

/** The signed-in learner's cart, under /api/cart. */
export const cartRoutes: FastifyPluginAsyncTypebox = named('cart routes', async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get('/', { schema: cartSchemas.cart }, async (request) => ({
    cart: await loadCart(fastify.db, request.userId),
  }));

  fastify.post('/', { schema: cartSchemas.add }, async (request) =>
    addToCart(fastify.db, request.userId, request.body.productId, request.body.model),
  );

  fastify.delete('/item/:productId', { schema: cartSchemas.remove }, async (request) =>
    removeFromCart(fastify.db, request.userId, request.params.productId),
  );
});
