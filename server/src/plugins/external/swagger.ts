import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { ACADEMY_NAME } from '@contract/constants';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document generated from the route schemas (@fastify/swagger), served at
 * /api/openapi.json; in development (config.apiDocsPage) also a readable page at /api/docs.
 * Registered before the routes, so it sees each of them.
 */
export const swaggerPlugin = fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${ACADEMY_NAME} API`,
          description:
            'Everything is under /api except POST /contact and GET /learn/:courseId, on the site origin. ' +
            'Errors are always `{ message, code? }`. Signed-in calls carry `Authorization: Bearer <accessToken>`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    fastify.get(OPENAPI_PATH, { schema: { hide: true } }, async () => fastify.swagger());
    if (fastify.config.apiDocsPage) {
      await fastify.register(swaggerUi, { routePrefix: API_DOCS_PATH });
    }
  },
  { name: 'swagger', dependencies: ['config'] },
);
