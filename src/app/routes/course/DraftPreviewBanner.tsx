import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { adminPaths } from '@/config/adminPaths';

/**
 * Above a course page or the player when staff view a course not yet published: what they see is
 * what a learner will, and no learner can see it yet; a link leads back to the course's editor.
 */
export function DraftPreviewBanner({ courseId }: { courseId: string }) {
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={adminPaths.course(courseId)}
        >
          Back to the editor
        </Button>
      }
    >
      <AlertTitle>Draft preview</AlertTitle>
      This course is not published: you see it as a learner will, and only staff can open it. It
      cannot be bought yet.
    </Alert>
  );
}
