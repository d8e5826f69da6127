import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { AdminLesson } from '@contract/types';
import { useLessonUpdate } from './useLessonUpdate';

/** Free preview: anyone may open the lesson from the course page, without buying. */
export function LessonPreviewSwitch({
  courseId,
  lesson,
}: {
  courseId: string;
  lesson: AdminLesson;
}) {
  const { save, busy } = useLessonUpdate(courseId, lesson);
  return (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={lesson.preview}
          disabled={busy}
          onChange={(event) => void save({ preview: event.target.checked })}
          slotProps={{ input: { 'aria-label': `Free preview: ${lesson.title}` } }}
        />
      }
      label="Free preview"
      sx={{ mr: 1 }}
    />
  );
}
