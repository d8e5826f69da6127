import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { certificatePdfUrl } from '../api/certificatePdfUrl';

/**
 * A learner's certificate of completion: download the PDF, or view its public page (the address
 * to share). `describedBy` names what it is for where several show at once (the dashboard's cards).
 */
export function CertificateLink({
  certificateId,
  describedBy,
  gutterBottom = false,
}: {
  certificateId: string;
  describedBy?: string;
  gutterBottom?: boolean;
}) {
  return (
    // One row of two like buttons: a lone text 'View' wrapped under its neighbour read as orphaned.
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 1, mb: gutterBottom ? 2 : 0 }}>
      <Button
        variant="outlined"
        color="secondary"
        size="small"
        href={certificatePdfUrl(certificateId)}
        aria-describedby={describedBy}
      >
        Download certificate
      </Button>
      <Button
        component={RouterLink}
        variant="outlined"
        color="secondary"
        size="small"
        to={paths.certificate(certificateId)}
        aria-label="View certificate"
        aria-describedby={describedBy}
      >
        View
      </Button>
    </Box>
  );
}
