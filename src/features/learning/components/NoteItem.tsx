import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LessonNote } from '@contract/types';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useDeleteNoteMutation } from '../api/notesApi';
import { formatClock } from '../formatClock';
import { NoteEditForm } from './NoteEditForm';

/** One note: its moment (plays from there), its text, and edit or delete. */
export function NoteItem({
  note,
  onSeek,
}: {
  note: LessonNote;
  onSeek?: (seconds: number) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [deleteNote, removal] = useDeleteNoteMutation();
  const toast = useToast();
  const clock = formatClock(note.positionSeconds);

  const remove = async () => {
    const result = await deleteNote({ lessonId: note.lessonId, noteId: note.id });
    if ('error' in result) toast.shop(getErrorMessage(result.error), 'error');
    else toast.shop('Note deleted.');
  };

  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {onSeek ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onSeek(note.positionSeconds)}
          aria-label={`Play from ${clock}`}
          sx={{ minWidth: 64, alignSelf: 'flex-start' }}
        >
          {clock}
        </Button>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <NoteEditForm note={note} onDone={() => setEditing(false)} />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Typography>
        )}
      </Box>
      {!editing && (
        <Box sx={{ display: 'flex', alignSelf: 'flex-start' }}>
          <IconButton aria-label={`Edit the note at ${clock}`} onClick={() => setEditing(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Delete the note at ${clock}`}
            onClick={remove}
            disabled={removal.isLoading}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
