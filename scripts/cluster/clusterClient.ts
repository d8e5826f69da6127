import fs from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE } from '@contract/constants';

export const NODE_HEADER = 'x-academy-node';

export async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; node: string | null; json: unknown; cookie?: string }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${REFRESH_COOKIE}=`))
    ?.split(';')[0];
  return {
    status: response.status,
    node: response.headers.get(NODE_HEADER),
    json: text ? (JSON.parse(text) as unknown) : undefined,
    cookie,
  };
}

export const refreshWith = (base: string, cookie: string) =>
  call(base, 'POST', '/api/auth/refresh-token', undefined, {
    cookie,
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  });

/** The mail files (the nodes share MAIL_DIR) whose text contains `marker`. */
export function mailsContaining(mailDir: string, marker: string): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(marker));
}

/** The verification token in the newest mail to `email`. */
export function verificationToken(mailDir: string, email: string): string | undefined {
  const mail = mailsContaining(mailDir, email).find((text) => text.includes('/verify-email/'));
  return mail && /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
}

export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  withinMs: number,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
