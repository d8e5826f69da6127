import Typography from '@mui/material/Typography';
import { VIDEO_TYPES } from '@contract/validation/admin';
import type { AdminLesson } from '@contract/types';
import { useToast } from '@/lib/toast';
import { coursePath } from '../../api/coursesAdminApi';
import { videoProblem } from '../../model/uploadChecks';
import { useUpload } from '../../model/useUpload';
import { FileUploadButton } from '../courses/FileUploadButton';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A video lesson's file: what is uploaded, and the upload of a new one with its progress. */
export function LessonVideo({ courseId, lesson }: { courseId: string; lesson: AdminLesson }) {
  const toast = useToast();
  const { progress, error, upload } = useUpload(courseId, videoProblem);
  const send = async (file: File) => {
    const path = `${coursePath(courseId)}/lessons/${encodeURIComponent(lesson.id)}/video`;
    const message = await upload(path, file);
    if (message) toast.account(message);
  };
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 0.5 }}>
        {lesson.video
          ? `Video: ${lesson.video.originalName} (${megabytes(lesson.video.byteSize)})`
          : 'No video yet.'}
      </Typography>
      <FileUploadButton
        label={`Upload video for ${lesson.title}`}
        accept={VIDEO_TYPES.join(',')}
        progress={progress}
        error={error}
        onFile={(file) => void send(file)}
      />
    </>
  );
}
