import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminLesson } from '@contract/types';
import { hasArticleText } from '@contract/validation/publishReadiness';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useLessonUpdate } from './useLessonUpdate';

/** A reading lesson's text (the description's editor; the server sanitises it) and reading time. */
export function LessonArticle({ courseId, lesson }: { courseId: string; lesson: AdminLesson }) {
  const [open, setOpen] = useState(false);
  const [html, setHtml] = useState(lesson.articleHtml);
  const [minutes, setMinutes] = useState(String(Math.round(lesson.durationSeconds / 60)));
  const { save, busy } = useLessonUpdate(courseId, lesson);
  const written = hasArticleText(lesson.articleHtml);
  const show = () => {
    setHtml(lesson.articleHtml);
    setMinutes(String(Math.round(lesson.durationSeconds / 60)));
    setOpen(true);
  };
  const submit = async () => {
    const durationSeconds = Math.max(0, Math.round(Number(minutes) || 0)) * 60;
    if (await save({ articleHtml: html, durationSeconds })) setOpen(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
      <Typography variant="body2" color={written ? 'text.secondary' : 'warning.main'}>
        {written ? 'Text written' : 'No text yet'}
      </Typography>
      <Button size="small" onClick={show} aria-label={`Edit the text of ${lesson.title}`}>
        Edit text
      </Button>
      <TitledDialog
        open={open}
        title={`Text of “${lesson.title}”`}
        onClose={() => setOpen(false)}
        actions={
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" disabled={busy} onClick={() => void submit()}>
              Save text
            </Button>
          </DialogActions>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RichTextEditor
            label="Lesson text"
            value={html}
            onChange={setHtml}
            helperText="Bold, italic, headings, lists and links are kept; the server removes anything else."
          />
          <OutlinedTextField
            label="Reading time (minutes)"
            type="number"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            fullWidth={false}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </Stack>
      </TitledDialog>
    </Stack>
  );
}
