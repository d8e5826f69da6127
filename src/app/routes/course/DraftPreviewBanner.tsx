import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { adminPaths } from '@/config/adminPaths';

/**
 * Above a course page or the player when staff view a course not yet published: what they see is
 * what a learner will, and no learner can see it yet; a link leads back to the course's editor
 * (under the text, so it stays one line on a phone).
 */
export function DraftPreviewBanner({ courseId }: { courseId: string }) {
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      <AlertTitle>Draft preview</AlertTitle>
      This course is not published: you see it as a learner will, and only staff can open it. It
      cannot be bought yet.{' '}
      <Link component={RouterLink} to={adminPaths.course(courseId)} sx={{ fontWeight: 700 }}>
        Back to the editor
      </Link>
    </Alert>
  );
}
