import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LESSON_TITLE_REQUIRED } from '@contract/messages/admin';
import type { AdminLesson } from '@contract/types';
import { useDeleteLessonMutation, useUpdateLessonMutation } from '../../api/curriculumApi';
import { useResultToast } from '../../model/useResultToast';
import { ConfirmDialog } from '../ConfirmDialog';
import { LessonArticle } from './LessonArticle';
import { LessonCaptions } from './LessonCaptions';
import { LessonPreviewSwitch } from './LessonPreviewSwitch';
import { LessonVideo } from './LessonVideo';
import { MoveButtons } from './MoveButtons';
import { TitleForm } from './TitleForm';

interface LessonRowProps {
  courseId: string;
  lesson: AdminLesson;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** One lesson: its title (rename), free preview, order, video or text, and delete. */
export function LessonRow({ courseId, lesson, index, count, onMove }: LessonRowProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [update, { isLoading }] = useUpdateLessonMutation();
  const [remove, removal] = useDeleteLessonMutation();
  const report = useResultToast();
  const { id: lessonId, title, kind, durationSeconds, preview, articleHtml, version } = lesson;
  const rename = async (next: string) => {
    const body = { title: next, kind, durationSeconds, preview, articleHtml, version };
    const ok = report(await update({ courseId, lessonId, ...body }));
    if (ok) setEditing(false);
    return ok;
  };
  const what = `lesson ${title}`;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      {editing ? (
        <TitleForm
          label="Lesson title"
          submitLabel="Save"
          requiredMessage={LESSON_TITLE_REQUIRED}
          initial={title}
          busy={isLoading}
          onSubmit={rename}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ flexGrow: 1, minWidth: 160 }}>
            {index + 1}. {title}{' '}
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              ({kind})
            </Typography>
          </Typography>
          <LessonPreviewSwitch courseId={courseId} lesson={lesson} />
          <MoveButtons what={what} index={index} count={count} onMove={onMove} />
          <IconButton size="small" aria-label={`Rename ${what}`} onClick={() => setEditing(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Delete ${what}`} onClick={() => setDeleting(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {kind === 'video' && <LessonVideo courseId={courseId} lesson={lesson} />}
      {kind === 'video' && <LessonCaptions courseId={courseId} lesson={lesson} />}
      {kind === 'article' && <LessonArticle courseId={courseId} lesson={lesson} />}
      <ConfirmDialog
        open={deleting}
        title="Delete this lesson?"
        confirmLabel="Delete"
        danger
        busy={removal.isLoading}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          void remove({ courseId, lessonId })
            .then(report)
            .then(() => setDeleting(false))
        }
      >
        “{title}” and its video are deleted for good.
      </ConfirmDialog>
    </ListItem>
  );
}
