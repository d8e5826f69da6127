import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LessonNote } from '@contract/types';
import { NOTE_MAX_LENGTH, noteTextError } from '@contract/validation';
import { formatClock } from '../formatClock';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useDeleteNoteMutation, useEditNoteMutation } from '../api/notesApi';

/** One note: its moment (plays from there), its text, and edit or delete. */
export function NoteItem({
  note,
  onSeek,
}: {
  note: LessonNote;
  onSeek?: (seconds: number) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.text);
  const [problem, setProblem] = useState<string>();
  const [editNote, edit] = useEditNoteMutation();
  const [deleteNote, removal] = useDeleteNoteMutation();
  const toast = useToast();
  const clock = formatClock(note.positionSeconds);

  const save = async () => {
    const invalid = noteTextError(draft);
    if (invalid) return setProblem(invalid);
    const result = await editNote({ lessonId: note.lessonId, noteId: note.id, text: draft });
    if ('error' in result) return setProblem(getErrorMessage(result.error));
    setEditing(false);
  };

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
          <>
            <TextField
              label="Edit note"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(undefined);
              }}
              multiline
              fullWidth
              autoFocus
              error={Boolean(problem)}
              helperText={problem}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button variant="contained" size="small" onClick={save} loading={edit.isLoading}>
                Save
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setEditing(false);
                  setDraft(note.text);
                  setProblem(undefined);
                }}
              >
                Cancel
              </Button>
            </Box>
          </>
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
