import { http, HttpResponse } from 'msw';
import { CERTIFICATE_NOT_FOUND, CERTIFICATE_REVOKED } from '@contract/messages/certificates';
import type { Certificate, CertificateResponse } from '@contract/types';
import { db } from '../db';
import { apiUrl, errorResponse } from '../http';

/** A certificate by id as the server finds it: an unknown or malformed id is the same 404. */
const certificateOf = (id: unknown): Certificate | undefined => {
  const found = db.certificates.get(String(id).toLowerCase());
  if (!found) return undefined;
  const { id: certificateId, learnerName, courseTitle, issuedAt, revokedAt } = found;
  return { id: certificateId, learnerName, courseTitle, issuedAt, revokedAt };
};

export const certificatesHandlers = [
  http.get(apiUrl('/certificates/:id/pdf'), ({ params }): Response => {
    const certificate = certificateOf(params.id);
    if (!certificate) return errorResponse(404, CERTIFICATE_NOT_FOUND);
    if (certificate.revokedAt) return errorResponse(410, CERTIFICATE_REVOKED);
    return new HttpResponse('%PDF-1.7 fake', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="certificate-${certificate.id}.pdf"`,
      },
    });
  }),
  http.get(apiUrl('/certificates/:id'), ({ params }): Response => {
    const certificate = certificateOf(params.id);
    if (!certificate) return errorResponse(404, CERTIFICATE_NOT_FOUND);
    return HttpResponse.json<CertificateResponse>({ certificate });
  }),
];
