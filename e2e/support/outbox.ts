import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Quoted-printable soft line breaks and escapes, as mail bodies may carry them. */
const decodeQuotedPrintable = (text: string): string =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail in the local outbox addressed to `to`, decoded as text. */
export function latestMailTo(mailDir: string, to: string): string {
  const mails = readdirSync(mailDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => path.join(mailDir, file))
    .map((file) => ({ file, text: decodeQuotedPrintable(readFileSync(file, 'utf8')), time: statSync(file).mtimeMs }))
    .filter((mail) => mail.text.toLowerCase().includes(to.toLowerCase()))
    .sort((a, b) => b.time - a.time);
  if (mails.length === 0) throw new Error(`No mail to ${to} in ${mailDir}`);
  return mails[0]!.text;
}

/** The first link in the newest mail to `to` whose path contains `pathPart`. */
export function linkInMail(mailDir: string, to: string, pathPart: string): string {
  const links = latestMailTo(mailDir, to).match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in the mail to ${to}`);
  return link.replace(/&amp;/g, '&');
}
