import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Quoted-printable soft line breaks and escapes, as mail bodies may carry them. */
const decodeQuotedPrintable = (text: string): string =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The addresses in a mail's To: header, lower-cased, each whole (a body naming an address does
 * not count, nor an address that merely contains another: moved.a@x is not a@x).
 */
const recipientsOf = (eml: string): string[] =>
  (/^To: (.*)$/im.exec(eml)?.[1] ?? '')
    .toLowerCase()
    .split(',')
    .map((recipient) => (/<([^>]+)>/.exec(recipient)?.[1] ?? recipient).trim());

/** The newest mail in the local outbox addressed to `to`, decoded as text. */
export function latestMailTo(mailDir: string, to: string): string {
  const mails = readdirSync(mailDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => path.join(mailDir, file))
    .map((file) => ({
      file,
      text: decodeQuotedPrintable(readFileSync(file, 'utf8')),
      time: statSync(file).mtimeMs,
    }))
    .filter((mail) => recipientsOf(mail.text).includes(to.toLowerCase()))
    .sort((a, b) => b.time - a.time);
  if (mails.length === 0) throw new Error(`No mail to ${to} in ${mailDir}`);
  return mails[0]!.text;
}

/** The newest mail to `to`, or undefined while there is none. */
function newestMailTo(mailDir: string, to: string): string | undefined {
  try {
    return latestMailTo(mailDir, to);
  } catch {
    return undefined;
  }
}

/**
 * The newest mail to `to` once it holds `text`. Mails leave through the outbox one after another,
 * some just after the server answers (so timing does not reveal whether an account exists), so a
 * mail may arrive a moment after another: wait a little.
 */
export async function mailContaining(
  mailDir: string,
  to: string,
  text: string,
  timeoutMs = 5000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = newestMailTo(mailDir, to);
    if (mail?.includes(text)) return mail;
    if (Date.now() > deadline)
      throw new Error(
        `No mail to ${to} containing ${text} in ${mailDir}; newest:\n${mail ?? '(none)'}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in the newest mail to `to` whose path contains `pathPart`, once there is one. */
export async function linkInMail(
  mailDir: string,
  to: string,
  pathPart: string,
  timeoutMs = 5000,
): Promise<string> {
  const mail = await mailContaining(mailDir, to, pathPart, timeoutMs);
  const links = mail.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in the newest mail to ${to}`);
  return link.replace(/&amp;/g, '&');
}

/** A site's outbox, as the journeys read it. */
export interface Outbox {
  /** The first link in the newest mail to `to` whose path contains `pathPart`, once there is one. */
  link: (to: string, pathPart: string) => Promise<string>;
  /** The newest mail to `to` once it holds `text`. */
  containing: (to: string, text: string, timeoutMs?: number) => Promise<string>;
}

export const outboxAt = (mailDir: string): Outbox => ({
  link: (to, pathPart) => linkInMail(mailDir, to, pathPart),
  containing: (to, text, timeoutMs) => mailContaining(mailDir, to, text, timeoutMs),
});
