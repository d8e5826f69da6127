import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * A route's validator by TypeBox itself, without Ajv's coercion and stripping: Fastify's Ajv
 * coerces a one-item list to its item when a union allows both (an answer is text or a list of
 * options, so ['B'] would become 'B') and strips fields while it tries each branch of a union of
 * objects. For JSON bodies, which need no coercion. Failures answer 400 like Ajv's, naming the
 * first problem. Compiled on the route's first request, as lazySchemaCompilers does Ajv's, and
 * then kept: the exam room's saves pass here every few seconds per candidate, and an interpreted
 * check walks the schema on every call.
 */
export const typeboxValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  let validator: ReturnType<typeof Compile<TSchema>> | undefined;
  return (data) => {
    validator ??= Compile(schema);
    return validator.Check(data)
      ? { value: data }
      : { error: validator.Errors(data) as unknown as FastifySchemaValidationError[] };
  };
};
