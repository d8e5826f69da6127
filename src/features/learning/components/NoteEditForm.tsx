import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import type { LessonNote } from '@contract/types';
import { NOTE_MAX_LENGTH, validateNote, type NoteValues } from '@contract/validation';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useEditNoteMutation } from '../api/notesApi';

const resolver = validationResolver(validateNote);

interface NoteEditFormProps {
  note: LessonNote;
  /** Saved or cancelled: the note shows as text again. */
  onDone: () => void;
}

/** A note's text, edited in place. */
export function NoteEditForm({ note, onDone }: NoteEditFormProps) {
  const [editNote, edit] = useEditNoteMutation();
  const { control, handleSubmit, setError } = useForm<NoteValues>({
    defaultValues: { text: note.text },
    resolver,
  });

  const save = async ({ text }: NoteValues) => {
    const result = await editNote({ lessonId: note.lessonId, noteId: note.id, text });
    if (result.error !== undefined)
      return setError('text', { message: getErrorMessage(result.error) });
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <FormTextField
        control={control}
        name="text"
        label="Edit note"
        multiline
        autoFocus
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" loading={edit.isLoading}>
          Save
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Box>
    </form>
  );
}
