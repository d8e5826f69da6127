import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { AdminCourse } from '@contract/types';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useSetCoursePublishedMutation } from '../../api/coursesAdminApi';
import { ConfirmDialog } from '../ConfirmDialog';

/** Published or draft, and the button that changes it after a confirmation. */
export function PublishControls({ course }: { course: AdminCourse }) {
  const [asking, setAsking] = useState(false);
  const [setPublished, { isLoading }] = useSetCoursePublishedMutation();
  const toast = useToast();
  const publish = !course.published;
  const confirm = async () => {
    const result = await setPublished({ id: course.id, published: publish });
    setAsking(false);
    if (result.data) toast.account(result.data.message);
    else toast.account(getErrorMessage(result.error), 'error');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        label={course.published ? 'Published' : 'Draft'}
        color={course.published ? 'success' : 'default'}
      />
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {publish ? 'Publish' : 'Unpublish'}
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
