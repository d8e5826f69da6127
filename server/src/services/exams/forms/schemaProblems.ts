import type { TSchema } from 'typebox';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';

// A form file's schema failures as a list a content author can act on. TypeBox reports every branch
// of a union (a question is one of six types); a branch whose `type` or `kind` is not the value's
// is dropped, so "question l-q1: options is required" is not buried under five other types' rules.

const MAX_PROBLEMS = 50;

interface SchemaError {
  schemaPath: string;
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null | undefined;

const decode = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const tokensOf = (pointer: string) =>
  pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter((token) => token !== '')
    .map(decode);

function child(value: Json, key: string): Json {
  if (Array.isArray(value)) return value[Number(key)] as Json;
  if (value && typeof value === 'object') return value[key] as Json;
  return undefined;
}

const resolve = (root: Json, tokens: readonly string[]): Json => tokens.reduce(child, root);

/** Where each union on an error's schema path sits: its branches, which one, and its value's path. */
function unionsOf(error: SchemaError): { union: string[]; branch: number; valueDepth: number }[] {
  const schemaTokens = tokensOf(error.schemaPath);
  const unions: { union: string[]; branch: number; valueDepth: number }[] = [];
  let depth = 0;
  for (let index = 0; index < schemaTokens.length; index += 1) {
    const token = schemaTokens[index];
    if (token === 'properties' || token === 'patternProperties') {
      index += 1;
      depth += 1;
    } else if (token === 'items') depth += 1;
    else if (token === 'anyOf' && index + 1 < schemaTokens.length) {
      unions.push({
        union: schemaTokens.slice(0, index + 1),
        branch: Number(schemaTokens[index + 1]),
        valueDepth: depth,
      });
      index += 1;
    } else break;
  }
  return unions;
}

/** The `type` or `kind` a union branch stands for, when it has one. */
function discriminator(schema: Json): { key: string; value: unknown } | undefined {
  const properties = child(schema, 'properties');
  for (const key of ['type', 'kind']) {
    const value = child(child(properties, key), 'const');
    if (value !== undefined) return { key, value };
  }
  return undefined;
}

/**
 * The branch of a union the value means: the one whose `type` or `kind` it has, or else the only
 * one whose required fields it has any of. `unknown` when it names a type no branch has.
 */
function intendedBranch(
  branches: Json[],
  value: Json,
): { branch: number } | { unknown: { key: string; got: unknown; allowed: unknown[] } } | undefined {
  const tags = branches.map(discriminator);
  const tagged = tags.filter((tag) => tag !== undefined);
  if (tagged.length === branches.length) {
    const key = tagged[0]!.key;
    const got = child(value, key);
    const branch = tags.findIndex((tag) => tag!.value === got);
    return branch >= 0
      ? { branch }
      : { unknown: { key, got, allowed: tagged.map((tag) => tag.value) } };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const plausible = branches
    .map((branch, index) => ({ index, required: child(branch, 'required') }))
    .filter(
      ({ required }) => Array.isArray(required) && required.some((key) => String(key) in value),
    );
  return plausible.length === 1 ? { branch: plausible[0]!.index } : undefined;
}

const readablePath = (tokens: readonly string[]) =>
  tokens.reduce(
    (path, token) =>
      /^\d+$/.test(token) ? `${path}[${token}]` : path ? `${path}.${token}` : token,
    '',
  ) || 'the file';

/** What to call the value at `tokens`: its path, and its id when it has one. */
function where(root: Json, tokens: readonly string[]): string {
  const value = resolve(root, tokens);
  const id = child(value, 'id');
  return typeof id === 'string' ? `${readablePath(tokens)} (${id})` : readablePath(tokens);
}

function describe(root: Json, error: SchemaError): string {
  const tokens = tokensOf(error.instancePath);
  const { params } = error;
  if (error.keyword === 'required' && Array.isArray(params.requiredProperties))
    return `${where(root, tokens)}: ${params.requiredProperties.join(', ')} required`;
  if (error.keyword === 'additionalProperties' && Array.isArray(params.additionalProperties))
    return `${where(root, tokens)}: unknown field ${params.additionalProperties.join(', ')}`;
  return `${where(root, tokens)}: ${error.message}`;
}

/**
 * Every schema error. TypeBox stops at 8 by default, a process-wide setting the request checks
 * rely on; it is raised only for this synchronous call.
 */
function allErrors(schema: TSchema, value: unknown): SchemaError[] {
  const { maxErrors } = Settings.Get();
  Settings.Set({ maxErrors: 2000 });
  try {
    return Value.Errors(schema, value) as unknown as SchemaError[];
  } finally {
    Settings.Set({ maxErrors });
  }
}

/** Every way `value` breaks `schema`, readable, at most fifty; empty when it fits. */
export function schemaProblems(schema: TSchema, value: unknown): string[] {
  if (Value.Check(schema, value)) return [];
  const root = value as Json;
  const schemaRoot = schema as unknown as Json;
  const problems: string[] = [];
  const unionFailures: string[][] = [];
  const unknownKinds = new Map<string, string>();
  for (const error of allErrors(schema, value)) {
    // additionalProperties reports each stray field again as a `false` schema.
    if (error.keyword === 'boolean') continue;
    const valueTokens = tokensOf(error.instancePath);
    let wrongBranch = false;
    for (const union of unionsOf(error)) {
      const unionTokens = valueTokens.slice(0, union.valueDepth);
      const branches = resolve(schemaRoot, union.union);
      const intended = Array.isArray(branches)
        ? intendedBranch(branches as Json[], resolve(root, unionTokens))
        : undefined;
      if (!intended || ('branch' in intended && intended.branch === union.branch)) continue;
      wrongBranch = true;
      if ('unknown' in intended) {
        const { key, got, allowed } = intended.unknown;
        unknownKinds.set(
          where(root, unionTokens),
          `${key} ${JSON.stringify(got ?? null)} is not one of ${allowed.join(', ')}`,
        );
      }
      break;
    }
    if (wrongBranch) continue;
    if (error.keyword === 'anyOf') unionFailures.push(valueTokens);
    else problems.push(describe(root, error));
  }
  for (const [at, problem] of unknownKinds) problems.push(`${at}: ${problem}`);
  // "must match a schema in anyOf" only where nothing more telling was said about the value.
  for (const tokens of unionFailures)
    if (!problems.some((problem) => problem.startsWith(readablePath(tokens))))
      problems.push(`${where(root, tokens)}: is none of the shapes allowed here`);
  return [...new Set(problems)].slice(0, MAX_PROBLEMS);
}
