import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { certificatePdfUrl } from '../api/certificatesApi';

/**
 * A learner's certificate of completion: download the PDF, or view its public page (the address
 * to share). `describedBy` names what it is for where several show at once (the dashboard's cards).
 */
export function CertificateLink({
  certificateId,
  describedBy,
  sx = [],
}: {
  certificateId: string;
  describedBy?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<DownloadIcon />}
        href={certificatePdfUrl(certificateId)}
        aria-describedby={describedBy}
      >
        Download certificate
      </Button>
      <Button
        component={RouterLink}
        to={paths.certificate(certificateId)}
        aria-label="View certificate"
        aria-describedby={describedBy}
      >
        View
      </Button>
    </Box>
  );
}
