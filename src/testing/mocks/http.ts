import { HttpResponse } from 'msw';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import type { ErrorResponse } from '@contract/types';
import { schemaErrorMessage, type SchemaIssue } from '@contract/validation/schemaErrors';
import { apiBaseUrl } from '@/config/env';
import { db } from './db';

export const apiUrl = (path: string): string => `${apiBaseUrl}${path}`;

export const errorResponse = (status: number, message: string, code?: ErrorResponse['code']) =>
  HttpResponse.json<ErrorResponse>(code ? { message, code } : { message }, { status });

/** The signed-in user's id, or null when the bearer token is missing or no longer valid. */
export function userIdOf(request: Request): string | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  return token ? (db.tokens.get(token) ?? null) : null;
}

export const unauthorized = () => errorResponse(401, SIGN_IN_REQUIRED);

function invalidAgainst(schema: TSchema, value: unknown, part: string): Response {
  const issues: SchemaIssue[] = Value.Errors(schema, value).map((error) => ({
    instancePath: error.instancePath,
    keyword: error.keyword,
    message: error.message,
    params: error.params as SchemaIssue['params'],
  }));
  return errorResponse(400, schemaErrorMessage(issues, part), 'VALIDATION');
}

/**
 * The request's query string checked against the contract's schema, as the server checks it:
 * numbers read from the text, defaults filled in, and a query that breaks the schema answered with
 * the server's 400 and message. A parameter given twice arrives as a list, as on the server.
 */
export function checkedQuery<S extends TSchema>(
  request: Request,
  schema: S,
): { query: Static<S> } | { invalid: Response } {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    raw[name] = values.length === 1 ? values[0]! : values;
  }
  const query = Value.Default(schema, Value.Convert(schema, raw));
  if (Value.Check(schema, query)) return { query: query as Static<S> };
  return { invalid: invalidAgainst(schema, query, 'querystring') };
}

/**
 * The request's JSON body checked against the contract's schema, as the server checks it: unknown
 * fields dropped, and a body that breaks the schema answered with the server's 400 and message.
 */
export async function checkedBody<S extends TSchema>(
  request: Request,
  schema: S,
): Promise<{ body: Static<S> } | { invalid: Response }> {
  const json: unknown = await request.json().catch(() => undefined);
  const cleaned = Value.Default(schema, Value.Clean(schema, structuredClone(json)));
  if (Value.Check(schema, cleaned)) return { body: cleaned as Static<S> };
  return { invalid: invalidAgainst(schema, cleaned, 'body') };
}
