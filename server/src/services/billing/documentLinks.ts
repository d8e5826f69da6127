import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentKind } from './documentFiles';

/** How long a download address of an invoice or credit note works. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/**
 * HMAC-SHA256 signatures of document download addresses, so a plain link (a browser download)
 * carries its own proof. The key is derived from the token secret with its own label, as the
 * lesson-media addresses do.
 */
export function createDocumentSigner(tokenSecret: string) {
  const key = createHmac('sha256', tokenSecret).update('tax-document-addresses').digest();
  const signatureOf = (kind: DocumentKind, id: string, expires: number) =>
    createHmac('sha256', key).update(`${kind}\n${id.toLowerCase()}\n${expires}`).digest();

  return {
    /** The address `/api/documents/:kind/:id?expires=&signature=` valid until now + 5 minutes. */
    link(kind: DocumentKind, id: string, nowMs: number): string {
      const expires = Math.floor(nowMs / 1000) + DOCUMENT_LINK_SECONDS;
      const signature = signatureOf(kind, id, expires).toString('base64url');
      return `/api/documents/${kind}/${id}?expires=${expires}&signature=${signature}`;
    },
    verify(kind: DocumentKind, id: string, expires: string, signature: string, nowMs: number) {
      if (!/^\d{1,15}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 < nowMs) return false;
      // Compared as text: two encodings of the same bytes (spare low bits) are not both accepted.
      const expected = Buffer.from(signatureOf(kind, id, at).toString('base64url'));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type DocumentSigner = ReturnType<typeof createDocumentSigner>;
