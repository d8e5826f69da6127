import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCourse } from '@contract/types';
import { publishProblems } from '@contract/validation/publishReadiness';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useSetCoursePublishedMutation } from '../../api/coursesAdminApi';
import { ConfirmDialog } from '../ConfirmDialog';
import { PUBLISH_CHECKLIST_ID } from './PublishChecklist';

/**
 * Published or draft, the button that changes it after a confirmation, and the course page as a
 * learner sees it (a draft's is shown to staff only, under a banner saying it is a preview).
 */
export function PublishControls({ course }: { course: AdminCourse }) {
  const [asking, setAsking] = useState(false);
  const [setPublished, { isLoading }] = useSetCoursePublishedMutation();
  const toast = useToast();
  const publish = !course.published;
  // Publish waits for the checklist the edit screen shows (PublishChecklist).
  const notReady = publish && publishProblems(course.sections).length > 0;
  const confirm = async () => {
    const result = await setPublished({ id: course.id, published: publish });
    setAsking(false);
    if (result.data) toast.account(result.data.message);
    else toast.account(getErrorMessage(result.error), 'error');
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Chip
        label={course.published ? 'Published' : 'Draft'}
        color={course.published ? 'success' : 'default'}
      />
      <Button
        variant="outlined"
        disabled={notReady}
        aria-describedby={notReady ? PUBLISH_CHECKLIST_ID : undefined}
        onClick={() => setAsking(true)}
      >
        {publish ? 'Publish' : 'Unpublish'}
      </Button>
      <Button component={RouterLink} to={paths.course(course.slug)}>
        View as a learner
      </Button>
      <ConfirmDialog
        open={asking}
        title={publish ? 'Publish this course?' : 'Unpublish this course?'}
        confirmLabel={publish ? 'Publish' : 'Unpublish'}
        busy={isLoading}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        {publish
          ? `“${course.title}” will be in the catalogue at once.`
          : `“${course.title}” leaves the catalogue; learners who bought it keep access.`}
      </ConfirmDialog>
    </Stack>
  );
}
