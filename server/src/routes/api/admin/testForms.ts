import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { adminTestsSchemas as s, MAX_FORM_BYTES } from '@contract/schemas/admin/tests';
import { typeboxValidator } from '../../../lib/typeboxValidator';
import { uploadTestForm } from '../../../services/exams/forms/uploadForm';
import { named } from '../../../lib/pluginName';

/**
 * The body (a whole form file) is not checked by Fastify's validator: its unions of objects with
 * `additionalProperties: false` make Ajv's removeAdditional strip the fields of one question type
 * while it tries another, and it stops at the first problem. The service checks it in full and
 * answers every problem. The path's test id is checked here as usual.
 */
const formValidator: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? (data) => ({ value: data }) : typeboxValidator(route);

/** A test's form versions, under /api/admin/tests: staff upload a new one as a JSON file. */
export const adminTestFormsRoutes: FastifyPluginAsyncTypebox = named(
  'admin-test-forms routes',
  async (fastify) => {
    fastify.post(
      '/:testId/forms',
      { schema: s.uploadForm, bodyLimit: MAX_FORM_BYTES, validatorCompiler: formValidator },
      async (request, reply) => {
        const answer = await uploadTestForm(
          fastify,
          request.staff,
          request.params.testId,
          request.body,
        );
        return reply.code(201).send(answer);
      },
    );
  },
);
