import Typography from '@mui/material/Typography';
import type { AdminLesson } from '@contract/types';
import { CAPTIONS_ACCEPT } from '@contract/validation/webvtt';
import { useToast } from '@/lib/toast';
import { coursePath } from '../../api/coursesAdminApi';
import { captionsProblem } from '../../model/uploadChecks';
import { useUpload } from '../../model/useUpload';
import { FileUploadButton } from '../courses/FileUploadButton';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A video lesson's captions: the WebVTT file learners can turn on in the player, and the upload of
 * a new one. The server checks the header and every cue's timing and names the line at fault.
 */
export function LessonCaptions({ courseId, lesson }: { courseId: string; lesson: AdminLesson }) {
  const toast = useToast();
  const { progress, error, upload } = useUpload(courseId, captionsProblem);
  const send = async (file: File) => {
    const path = `${coursePath(courseId)}/lessons/${encodeURIComponent(lesson.id)}/captions`;
    const message = await upload(path, file);
    if (message) toast.account(message);
  };
  return (
    <>
      <Typography
        variant="body2"
        sx={{ color: lesson.captions ? 'text.secondary' : 'warning.main', my: 0.5 }}
      >
        {lesson.captions
          ? `Captions: ${lesson.captions.originalName} (${kilobytes(lesson.captions.byteSize)})`
          : 'No captions yet: learners who cannot hear the video need them.'}
      </Typography>
      <FileUploadButton
        label={`Upload captions (WebVTT) for ${lesson.title}`}
        accept={CAPTIONS_ACCEPT}
        progress={progress}
        error={error}
        onFile={(file) => void send(file)}
      />
    </>
  );
}
