import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { THUMBNAIL_TYPES } from '@contract/validation/admin';
import type { AdminCourse } from '@contract/types';
import { useToast } from '@/lib/toast';
import { thumbnailProblem } from '../../model/uploadChecks';
import { useUpload } from '../../model/useUpload';
import { coursePath } from '../../api/coursesAdminApi';
import { FileUploadButton } from './FileUploadButton';

/** The course's picture and its upload: JPEG, PNG or WebP up to 2 MB. */
export function ThumbnailPanel({ course }: { course: AdminCourse }) {
  const toast = useToast();
  const { progress, error, upload } = useUpload(course.id, thumbnailProblem);
  const send = async (file: File) => {
    const message = await upload(`${coursePath(course.id)}/thumbnail`, file);
    if (message) toast.account(message);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        Thumbnail
      </Typography>
      {course.thumbnail ? (
        <Box
          component="img"
          src={course.thumbnail}
          alt={`Thumbnail of ${course.title}`}
          sx={{ width: 240, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>No thumbnail yet.</Typography>
      )}
      <FileUploadButton
        label="Upload thumbnail"
        accept={THUMBNAIL_TYPES.join(',')}
        progress={progress}
        error={error}
        onFile={(file) => void send(file)}
      />
    </Stack>
  );
}
