import type { FastifyInstance } from 'fastify';
import type { CertificateRow } from '../../repositories/certificates';
import { renderCertificatePdf } from './certificatePdf';

export type CertificateFileApp = Pick<FastifyInstance, 'media' | 'config'>;

/** Where a certificate's PDF is kept in the media storage. */
export const certificateKey = (id: string): string => `certificates/${id.toLowerCase()}.pdf`;

/** The public page that confirms a certificate, printed on it and mailed with it. */
export const verifyUrlOf = (siteUrl: string, id: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/certificates/${id}`;

export const pdfFilenameOf = (id: string): string => `certificate-${id}.pdf`;

/** Draws the certificate from its row (the same row always gives the same page). */
export const drawCertificate = (siteUrl: string, row: CertificateRow): Promise<Buffer> =>
  renderCertificatePdf({
    id: row.id,
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    issuedAt: row.issued_at,
    verifyUrl: verifyUrlOf(siteUrl, row.id),
  });

/** Draws the certificate and keeps it in the media storage; answers the PDF. */
export async function storeCertificatePdf(
  app: CertificateFileApp,
  row: CertificateRow,
): Promise<Buffer> {
  const pdf = await drawCertificate(app.config.siteUrl, row);
  await app.media.put(certificateKey(row.id), pdf, 'application/pdf');
  return pdf;
}
