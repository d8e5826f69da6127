import type { MailMessage } from '../mail/mailer';
import { documentPdf, type DocumentFileApp } from './documentFiles';

/**
 * Turns the documents a queued mail names into attachments: the stored PDF, or drawn and stored
 * now when it is missing (a crash between the commit and storing it loses nothing).
 */
export async function attachDocuments(
  app: DocumentFileApp,
  { documents, ...message }: MailMessage,
): Promise<MailMessage> {
  if (!documents?.length) return message;
  const attachments = [...(message.attachments ?? [])];
  for (const doc of documents) {
    const file = await documentPdf(app, doc.kind, doc.id);
    if (!file) throw new Error(`The ${doc.kind} ${doc.id} of a queued mail does not exist.`);
    attachments.push({
      filename: file.fileName,
      contentType: 'application/pdf',
      contentBase64: file.pdf.toString('base64'),
    });
  }
  return { ...message, attachments };
}
