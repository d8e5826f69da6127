import { CERTIFICATE_REVOKED } from '@contract/messages/certificates';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '@/testing/mocks/db';
import { buildCertificate, certificateId, courseId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';
import { CERTIFICATE_NOT_FOUND_HINT } from './CertificatePage';

beforeAll(async () => {
  await import('./CertificatePage');
});

describe('the certificate page', () => {
  it('shows anyone a certificate as verified: name, course, date, id and the PDF', async () => {
    const certificate = buildCertificate(1, {
      learnerName: 'Rohan Iyer',
      courseTitle: 'IELTS Academic Complete',
    });
    db.certificates.set(certificate.id, {
      ...certificate,
      userId: 'user-9',
      courseId: courseId(1),
    });
    renderApp(`/certificates/${certificate.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate verified' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Certificate of completion' });
    expect(within(card).getByText('Rohan Iyer')).toBeInTheDocument();
    expect(within(card).getByText('IELTS Academic Complete')).toBeInTheDocument();
    expect(within(card).getByText('25 November 2026')).toBeInTheDocument();
    expect(within(card).getByText(certificate.id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `http://localhost/api/certificates/${certificate.id}/pdf`,
    );
    expect(document.title).toBe('Certificate: IELTS Academic Complete | Vaani Academy');
  });

  it('tells anyone checking a revoked certificate that it was revoked, and when, with no PDF', async () => {
    const certificate = buildCertificate(2, {
      learnerName: 'Rohan Iyer',
      courseTitle: 'IELTS Academic Complete',
      revokedAt: '2026-12-01T05:00:00.000Z',
    });
    db.certificates.set(certificate.id, {
      ...certificate,
      userId: 'user-9',
      courseId: courseId(1),
    });
    renderApp(`/certificates/${certificate.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate revoked' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Certificate verified')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${CERTIFICATE_REVOKED} Revoked on 1 December 2026.`,
    );
    const card = screen.getByRole('region', { name: 'Certificate of completion' });
    expect(within(card).getByText('Rohan Iyer')).toBeInTheDocument();
    expect(within(card).getByText(certificate.id)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(document.title).toBe('Revoked certificate: IELTS Academic Complete | Vaani Academy');
  });

  it('says plainly when there is no such certificate, for an unknown or a malformed id', async () => {
    for (const id of [certificateId(7), 'not-a-certificate']) {
      const { unmount } = renderApp(`/certificates/${id}`);

      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'We could not find this certificate',
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(CERTIFICATE_NOT_FOUND_HINT)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
      expect(document.title).toBe('Certificate not found | Vaani Academy');
      unmount();
    }
  });

  it('offers to try again when the certificate could not be asked for', async () => {
    server.use(http.get(apiUrl('/certificates/:id'), () => errorResponse(500, 'Something broke.')));
    renderApp(`/certificates/${certificateId(1)}`);

    expect(
      await screen.findByRole('heading', { name: 'This certificate could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
