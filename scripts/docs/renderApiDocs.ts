import { format } from 'prettier';

// docs/api.md, written from the OpenAPI document the server generates from the contract's route
// schemas: a short page on the rules every call shares, then one table per group of endpoints.

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  description?: string;
}
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const INTRO = `# API

<!-- Written by \`npm run docs:api\` from the route schemas in contract/schemas; a test fails when it is stale. -->

The server describes itself: the OpenAPI 3.1 document generated from the contract's route schemas
is served at \`/api/openapi.json\`, and in development a readable page at \`/api/docs\`. The same
schemas validate every request, serialise every answer, type the SPA's calls (\`contract/types.ts\`)
and check the msw fakes' request bodies, so this page, the server and the SPA cannot drift apart.

Everything lives under \`/api\` except \`POST /contact\`, on the site's own origin.

- Errors are always JSON \`{ "message": "...", "code"?: "..." }\`: 400 invalid input (the message
  names the field), 401 signed out or session ended, 403 not yours or not allowed, 404 missing,
  408 a request whose body did not arrive in time (the connection is closed), 409 conflict,
  429 rate limited, 503 busy (with \`Retry-After\`). No stack trace reaches a client.
- Ids are UUIDs in lower case, as the API writes them; any other spelling (\`urn:uuid:…\`, \`{…}\`,
  upper case) or a malformed one is a 400 (a certificate's, public, answers 404 like an unknown
  one). Unknown body fields are dropped. Numbers are bounded: whole numbers within a database
  integer, prices and flat discounts within Rs. 5,00,000 (the most one payment can be).
- Signed-in calls carry \`Authorization: Bearer <accessToken>\` (a short-lived JWT). The refresh
  token is an opaque value in the httpOnly cookie \`academy_rt\` (path \`/api/auth\`, SameSite=Lax,
  Secure in production). \`POST /api/auth/refresh-token\` and \`POST /api/auth/logout\` also need the
  header \`x-academy-csrf: 1\` and, when the browser sends one, an \`Origin\` equal to the site's.
- Answers lists every status a call can give; a call that answers 401 needs a signed-in user
  (except sign-in itself, where 401 means a wrong email or password). "none" marks a POST that
  takes no body.
`;

const code = (text: string) => `\`${text}\``;

function bodyFields(operation: Operation): string {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema?.properties) return 'none';
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties)
    .map((name) => code(required.has(name) ? name : `${name}?`))
    .join(', ');
}

function queryFields(operation: Operation): string {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return query.map((parameter) => code(`?${parameter.name}`)).join(', ');
}

function request(method: string, operation: Operation): string {
  const takesBody = ['post', 'put', 'patch'].includes(method);
  const parts = [queryFields(operation), takesBody ? bodyFields(operation) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : '-';
}

function row(path: string, method: string, operation: Operation): string {
  const answers = Object.keys(operation.responses ?? {}).join(', ');
  const cells = [
    code(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    (operation.summary ?? '').replace(/\|/g, '\\|'),
    request(method, operation),
    answers,
  ];
  return `| ${cells.join(' | ')} |`;
}

export async function renderApiDocs(document: OpenApiDocument): Promise<string> {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), row(path, method, operation)]);
    }
  const sections = [...groups.entries()].map(
    ([tag, rows]) =>
      `## ${tag}\n\n| Endpoint | What it does | Query; body | Answers |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`,
  );
  return format(`${INTRO}\n${sections.join('\n')}`, { parser: 'markdown', proseWrap: 'preserve' });
}
