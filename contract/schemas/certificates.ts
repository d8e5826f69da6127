import { Type } from 'typebox';
import { errors } from './common';

const tags = ['certificates'];

/** What anyone holding a certificate's address may see: nothing else about the learner. */
export const Certificate = Type.Object({
  /** The certificate's public id, printed on it (a UUID). */
  id: Type.String(),
  /** The learner's name and the course's title as they were when it was issued. */
  learnerName: Type.String(),
  courseTitle: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  /** When a refund of the course revoked it (it then certifies nothing); null while valid. */
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const CertificateResponse = Type.Object({ certificate: Certificate });

/** Any text: an id that is not a UUID answers 404 like an unknown one. */
const CertificateParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
});

export const certificatesSchemas = {
  certificate: {
    tags,
    summary:
      'Verify a certificate of completion (public): the learner, the course, the date of issue, and when it was revoked if its course was refunded',
    params: CertificateParams,
    response: { 200: CertificateResponse, ...errors(400, 404) },
  },
  pdf: {
    tags,
    summary:
      'A certificate of completion as a PDF download (public: its id is unguessable); 410 once revoked',
    params: CertificateParams,
    response: {
      200: Type.Unknown({ description: 'The PDF (application/pdf, as an attachment)' }),
      ...errors(400, 404, 410),
    },
  },
};
