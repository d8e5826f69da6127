import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** A route's compiled validator or serializer, with what Fastify reads off Ajv's functions. */
type Compiled = ((...args: never[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type CompilerFactory = (...args: never[]) => (routeSchema: never) => Compiled;

/**
 * Stands in for a compiled function and compiles it when first used. Fastify reads `schemaEnv`
 * before a validator's first call (to let Ajv coerce the whole request part) and `errors` after a
 * failed one: both come from the compiled function.
 */
export function compiledOnFirstUse(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const ready = () => (compiled ??= compile());
  const call = (...args: never[]) => ready()(...args);
  return Object.defineProperties(call, {
    errors: { get: () => compiled?.errors },
    schemaEnv: { get: () => ready().schemaEnv },
  }) as Compiled;
}

const lazily = <F extends CompilerFactory>(factory: F): F =>
  ((...factoryArgs: Parameters<F>) => {
    const compiler = factory(...factoryArgs);
    return (routeSchema: never) => compiledOnFirstUse(() => compiler(routeSchema));
  }) as F;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for responses), each route's
 * functions built on its first request instead of all of them at start: a node starts sooner, and
 * the test suite, which builds the app hundreds of times and calls a few routes each time, does
 * not build the rest. A schema that cannot compile still fails every request to its route, which
 * the route fuzzing tests call one by one.
 */
export const lazySchemaCompilers = {
  buildValidator: lazily(AjvCompiler()),
  buildSerializer: lazily(SerializerSelector()),
};
