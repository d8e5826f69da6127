import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TitledDialog } from '@/components/dialogs/TitledDialog';

/** Writes or edits the note of a highlight (at most 500 characters, as saved). */
export function NoteDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (note: string) => void;
}) {
  return (
    <TitledDialog open={open} title="Note" onClose={onClose}>
      {open ? <NoteForm initial={initial} onClose={onClose} onSave={onSave} /> : null}
    </TitledDialog>
  );
}

function NoteForm({
  initial,
  onClose,
  onSave,
}: {
  initial: string;
  onClose: () => void;
  onSave: (note: string) => void;
}) {
  const [note, setNote] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(note.trim());
      }}
    >
      <TextField
        label="Your note"
        value={note}
        onChange={(event) => setNote(event.target.value.slice(0, 500))}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText={`${note.length} of 500 characters`}
      />
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save note
        </Button>
      </DialogActions>
    </form>
  );
}
