import { createAddressSigner } from '../../lib/signing/addressSigner';
import type { DocumentKind } from './documentFiles';

/** How long a download address of an invoice or credit note works. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/** Signatures of document download addresses, so a plain link (a browser download) works. */
export function createDocumentSigner(tokenSecret: string) {
  const signer = createAddressSigner(tokenSecret, 'tax-document-addresses');
  const fieldsOf = (kind: DocumentKind, id: string) => [kind, id.toLowerCase()];

  return {
    /** The address `/api/documents/:kind/:id?expires=&signature=` valid until now + 5 minutes. */
    link(kind: DocumentKind, id: string, nowMs: number): string {
      const expires = Math.floor(nowMs / 1000) + DOCUMENT_LINK_SECONDS;
      const signature = signer.sign(fieldsOf(kind, id), expires);
      return `/api/documents/${kind}/${id}?expires=${expires}&signature=${signature}`;
    },
    verify(kind: DocumentKind, id: string, expires: string, signature: string, nowMs: number) {
      if (!/^\d{1,15}$/.test(expires)) return false;
      return signer.verify(fieldsOf(kind, id), Number(expires), signature, nowMs / 1000);
    },
  };
}

export type DocumentSigner = ReturnType<typeof createDocumentSigner>;
