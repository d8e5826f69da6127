import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ACADEMY_NAME } from '@contract/constants';
import { NotFoundNotice } from '@/components/feedback/NotFoundNotice';
import { useGetCertificateQuery } from '@/features/certificates/api/certificatesApi';
import { CertificateView } from '@/features/certificates/components/CertificateView';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';

export const CERTIFICATE_NOT_FOUND_HINT =
  'Check that the address was copied in full: it ends with the certificate ID printed at the bottom of the certificate.';

/** /certificates/:id — anyone given a certificate's address can confirm it here. */
export default function CertificatePage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetCertificateQuery(id);
  const certificate = data?.certificate;
  const notFound = getErrorStatus(error) === 404;

  useEffect(() => {
    if (certificate)
      document.title = `${certificate.revokedAt ? 'Revoked certificate' : 'Certificate'}: ${certificate.courseTitle} | ${ACADEMY_NAME}`;
    else if (notFound) document.title = `Certificate not found | ${ACADEMY_NAME}`;
  }, [certificate, notFound]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      {certificate ? (
        <CertificateView certificate={certificate} />
      ) : isLoading ? (
        <Skeleton
          variant="rectangular"
          aria-busy="true"
          aria-label="Loading the certificate"
          sx={{ height: 420, borderRadius: 2 }}
        />
      ) : notFound ? (
        <NotFoundNotice what="certificate" message={CERTIFICATE_NOT_FOUND_HINT} />
      ) : (
        <NotFoundNotice
          what="certificate"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      )}
    </Container>
  );
}
