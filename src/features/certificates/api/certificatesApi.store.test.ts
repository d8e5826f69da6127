import { CERTIFICATE_NOT_FOUND } from '@contract/messages/certificates';
import { db } from '@/testing/mocks/db';
import { buildCertificate, certificateId, courseId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createTestStore } from '@/testing/storeTestUtils';
import { certificatePdfUrl } from './certificatePdfUrl';
import { certificatesApi } from './certificatesApi';

describe('certificates endpoint', () => {
  it('getCertificate: GET /certificates/<id>, public, the certificate in the cache', async () => {
    const certificate = buildCertificate(1);
    db.certificates.set(certificate.id, {
      ...certificate,
      userId: 'user-1',
      courseId: courseId(1),
    });
    const log = recordRequests();
    const { store } = createTestStore();

    const result = await store.dispatch(
      certificatesApi.endpoints.getCertificate.initiate(certificate.id),
    );

    expect(result.data).toEqual({ certificate });
    const [request] = requestsTo(log, 'GET', `/api/certificates/${certificate.id}`);
    expect(request!.headers.get('authorization')).toBeNull();
    expect(
      certificatesApi.endpoints.getCertificate.select(certificate.id)(store.getState()).data,
    ).toEqual({ certificate });
  });

  it('getCertificate: an unknown id is a 404 with the server’s message', async () => {
    const { store } = createTestStore();

    const result = await store.dispatch(
      certificatesApi.endpoints.getCertificate.initiate(certificateId(9)),
    );

    expect(result.error).toMatchObject({ status: 404, data: { message: CERTIFICATE_NOT_FOUND } });
  });

  it('links the PDF under the API', () => {
    expect(certificatePdfUrl(certificateId(1))).toBe(
      `http://localhost/api/certificates/${certificateId(1)}/pdf`,
    );
  });
});
