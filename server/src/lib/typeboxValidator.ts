import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * A route's validator by TypeBox itself, without Ajv's coercion and stripping: Fastify's Ajv
 * coerces a one-item list to its item when a union allows both (an answer is text or a list of
 * options, so ['B'] would become 'B') and strips fields while it tries each branch of a union of
 * objects. For JSON bodies, which need no coercion. Failures answer 400 like Ajv's, naming the
 * first problem.
 */
export const typeboxValidator: FastifySchemaCompiler<TSchema> =
  ({ schema }) =>
  (data) =>
    Value.Check(schema, data)
      ? { value: data }
      : { error: Value.Errors(schema, data) as unknown as FastifySchemaValidationError[] };
