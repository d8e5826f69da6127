import { CERTIFICATE_NOT_FOUND, CERTIFICATE_REVOKED } from '@contract/messages/certificates';
import type { Certificate } from '@contract/types';
import type { Queryable } from '../../db';
import { HttpError, notFound } from '../../lib/httpError';
import { findCertificate, type CertificateRow } from '../../repositories/certificates';
import { readStored } from '../media/storage';
import { certificateKey, storeCertificatePdf, type CertificateFileApp } from './certificateFile';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A certificate by its public id; anything that is not one (malformed or unknown) is a 404. */
async function certificateRow(db: Queryable, id: string): Promise<CertificateRow> {
  const row = UUID.test(id) ? await findCertificate(db, id.toLowerCase()) : undefined;
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

/**
 * What the public page shows: the learner's name, the course, the date, and when it was revoked
 * (an institution checking a refunded course's certificate must learn it no longer counts).
 */
export async function publicCertificate(db: Queryable, id: string): Promise<Certificate> {
  const row = await certificateRow(db, id);
  return {
    id: row.id,
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    issuedAt: row.issued_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * The certificate's PDF as stored at issue; drawn and stored again if the file has gone. A revoked
 * certificate's PDF is no longer served (410), so a copy cannot be fetched afresh to pass it off.
 */
export async function certificatePdf(
  app: CertificateFileApp & { db: Queryable },
  id: string,
): Promise<{ id: string; pdf: Buffer }> {
  const row = await certificateRow(app.db, id);
  if (row.revoked_at) throw new HttpError(410, CERTIFICATE_REVOKED);
  const stored = await readStored(app.media, certificateKey(row.id));
  return { id: row.id, pdf: stored ?? (await storeCertificatePdf(app, row)) };
}
