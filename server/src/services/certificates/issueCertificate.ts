import type { FastifyInstance } from 'fastify';
import {
  certificateIdFor,
  issueCertificateIfComplete,
  type CertificateRow,
} from '../../repositories/certificates';
import { findUserById } from '../../repositories/users';
import { certificateMail } from '../mail/templates';
import { certificateKey, drawCertificate, pdfFilenameOf, verifyUrlOf } from './certificateFile';

export type IssuingApp = Pick<FastifyInstance, 'db' | 'media' | 'outbox' | 'tasks' | 'config'>;

/**
 * After the answer: the certificate is drawn, stored, and mailed to the learner with the PDF
 * attached. Storing and mailing fail (and are logged) apart; the download draws a missing file again.
 */
function deliverCertificate(app: IssuingApp, row: CertificateRow): void {
  app.tasks.run('certificate', async () => {
    const pdf = await drawCertificate(app.config.siteUrl, row);
    app.tasks.run('certificate storage', () =>
      app.media.put(certificateKey(row.id), pdf, 'application/pdf'),
    );
    const user = await findUserById(app.db, row.user_id);
    if (!user) return;
    const mail = certificateMail(
      row.learner_name,
      row.course_title,
      verifyUrlOf(app.config.siteUrl, row.id),
    );
    await app.outbox.enqueue({
      to: user.email,
      ...mail,
      attachments: [
        {
          filename: pdfFilenameOf(row.id),
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
  });
}

/**
 * Called when a lesson of the course is completed: issues the learner's certificate once every
 * lesson is, exactly once however many completions arrive together (only the call whose insert
 * made the row delivers it). Answers the certificate's id, or null while lessons remain.
 */
export async function certificateOnCompletion(
  app: IssuingApp,
  userId: string,
  courseId: string,
): Promise<string | null> {
  const issued = await issueCertificateIfComplete(app.db, userId, courseId);
  if (!issued) return certificateIdFor(app.db, userId, courseId);
  deliverCertificate(app, issued);
  return issued.id;
}
