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

function findLink(mailDir: string, to: string, pathPart: string): string | undefined {
  try {
    const links = latestMailTo(mailDir, to).match(/https?:\/\/[^\s"'<>]+/g) ?? [];
    return links.find((candidate) => candidate.includes(pathPart))?.replace(/&amp;/g, '&');
  } catch {
    return undefined;
  }
}

/**
 * The first link in the newest mail to `to` whose path contains `pathPart`. Some mails are written
 * just after the server answers (so timing does not reveal whether an account exists): wait a little.
 */
export async function linkInMail(
  mailDir: string,
  to: string,
  pathPart: string,
  timeoutMs = 5000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = findLink(mailDir, to, pathPart);
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} with a link containing ${pathPart} in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
