import DownloadIcon from '@mui/icons-material/Download';
import GppBadIcon from '@mui/icons-material/GppBad';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Certificate } from '@contract/types';
import { ACADEMY_NAME } from '@contract/constants';
import { CERTIFICATE_REVOKED } from '@contract/messages/certificates';
import { formatLongDate } from '@contract/longDate';
import { certificatePdfUrl } from '../api/certificatePdfUrl';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Typography
        component="dt"
        variant="overline"
        sx={{ color: 'text.secondary', lineHeight: 1.6, display: 'block' }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The page's heading: verified, or revoked (its course was refunded) with when and what it means. */
function CertificateStatus({ certificate }: { certificate: Certificate }) {
  if (certificate.revokedAt)
    return (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <GppBadIcon sx={{ color: 'error.main', fontSize: 36 }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            Certificate revoked
          </Typography>
        </Box>
        <Alert severity="error" sx={{ mb: 3 }}>
          {CERTIFICATE_REVOKED} Revoked on {formatLongDate(certificate.revokedAt)}.
        </Alert>
      </>
    );
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <VerifiedIcon sx={{ color: 'success.main', fontSize: 36 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Certificate verified
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {ACADEMY_NAME} issued this certificate of completion. The details below are from our
        records.
      </Typography>
    </>
  );
}

/**
 * A certificate as our records hold it: who completed which course and when, its id, and the PDF;
 * a revoked one says so plainly and offers no PDF.
 */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const revoked = Boolean(certificate.revokedAt);
  return (
    <>
      <CertificateStatus certificate={certificate} />
      <Paper
        variant="outlined"
        component="section"
        aria-label="Certificate of completion"
        sx={{
          p: { xs: 3, md: 5 },
          textAlign: 'center',
          borderWidth: 2,
          borderColor: revoked ? 'divider' : 'primary.main',
          opacity: revoked ? 0.7 : 1,
          boxShadow: (theme) =>
            `inset 0 0 0 6px ${theme.palette.background.paper}, inset 0 0 0 7px #b08d3c`,
        }}
      >
        <Typography variant="overline" sx={{ color: 'primary.main', letterSpacing: 3 }}>
          Certificate of completion
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>This is to certify that</Typography>
        <Typography
          variant="h2"
          component="p"
          sx={{
            fontSize: { xs: '1.75rem', md: '2.5rem' },
            fontWeight: 700,
            color: 'primary.main',
            my: 1,
            overflowWrap: 'anywhere',
          }}
        >
          {certificate.learnerName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>has completed the course</Typography>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontSize: { xs: '1.25rem', md: '1.6rem' }, fontWeight: 600, mt: 1 }}
        >
          {certificate.courseTitle}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' },
            gap: 2,
            mt: 4,
            mb: 0,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            textAlign: { xs: 'center', sm: 'left' },
          }}
        >
          <Fact label="Date of issue">{formatLongDate(certificate.issuedAt)}</Fact>
          <Fact label="Certificate ID">{certificate.id}</Fact>
        </Box>
      </Paper>
      {!revoked && (
        <Button
          variant="contained"
          size="large"
          startIcon={<DownloadIcon />}
          href={certificatePdfUrl(certificate.id)}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
        >
          Download PDF
        </Button>
      )}
    </>
  );
}
