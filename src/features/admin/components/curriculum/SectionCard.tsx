import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SECTION_TITLE_REQUIRED } from '@contract/messages/admin';
import type { AdminSection } from '@contract/types';
import {
  useDeleteSectionMutation,
  useOrderLessonsMutation,
  useRenameSectionMutation,
} from '../../api/curriculumApi';
import { useResultToast } from '../../model/useResultToast';
import { ConfirmDialog } from '../ConfirmDialog';
import { AddLessonForm } from './AddLessonForm';
import { LessonRow } from './LessonRow';
import { MoveButtons, moved } from './MoveButtons';
import { TitleForm } from './TitleForm';

interface SectionCardProps {
  courseId: string;
  section: AdminSection;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** One section: rename, reorder, delete, and its lessons. */
export function SectionCard({ courseId, section, index, count, onMove }: SectionCardProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rename, renaming] = useRenameSectionMutation();
  const [remove, removal] = useDeleteSectionMutation();
  const [orderLessons] = useOrderLessonsMutation();
  const report = useResultToast();
  const sectionId = section.id;
  const ids = section.lessons.map((lesson) => lesson.id);
  const moveLesson = (from: number, to: number) =>
    void orderLessons({ courseId, sectionId, ids: moved(ids, from, to) }).then(report);
  const saveTitle = async (title: string) => {
    const ok = report(await rename({ courseId, sectionId, title }));
    if (ok) setEditing(false);
    return ok;
  };
  const what = `section ${section.title}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Section ${section.title}`}
      sx={{ p: 2 }}
    >
      {editing ? (
        <TitleForm
          label="Section title"
          submitLabel="Save"
          requiredMessage={SECTION_TITLE_REQUIRED}
          initial={section.title}
          busy={renaming.isLoading}
          onSubmit={saveTitle}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {index + 1}. {section.title}
          </Typography>
          <MoveButtons what={what} index={index} count={count} onMove={onMove} />
          <IconButton aria-label={`Rename ${what}`} onClick={() => setEditing(true)}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={`Delete ${what}`} onClick={() => setDeleting(true)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      )}
      <List dense>
        {section.lessons.map((lesson, i) => (
          <LessonRow
            key={lesson.id}
            courseId={courseId}
            lesson={lesson}
            index={i}
            count={section.lessons.length}
            onMove={moveLesson}
          />
        ))}
      </List>
      <AddLessonForm courseId={courseId} sectionId={sectionId} />
      <ConfirmDialog
        open={deleting}
        title="Delete this section?"
        confirmLabel="Delete"
        danger
        busy={removal.isLoading}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          void remove({ courseId, sectionId })
            .then(report)
            .then(() => setDeleting(false))
        }
      >
        “{section.title}” and its {section.lessons.length} lessons are deleted for good.
      </ConfirmDialog>
    </Paper>
  );
}
