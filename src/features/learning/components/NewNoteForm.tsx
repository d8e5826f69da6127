import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NOTE_MAX_LENGTH, validateNote, type NoteValues } from '@contract/validation';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useAddNoteMutation } from '../api/notesApi';
import { formatClock } from '../formatClock';

const resolver = validationResolver(validateNote);

interface NewNoteFormProps {
  lessonId: string;
  /** The video's current time, for a lesson with a video; a note on an article has no moment. */
  currentTime?: () => number;
}

/** A new note, pinned to the moment of the video when the learner began writing it. */
export function NewNoteForm({ lessonId, currentTime }: NewNoteFormProps) {
  const [addNote, adding] = useAddNoteMutation();
  const [moment, setMoment] = useState(0);
  const { control, handleSubmit, getValues, reset, setError } = useForm<NoteValues>({
    defaultValues: { text: '' },
    resolver,
  });

  // Before the field takes the change, so an empty field means the note is just beginning.
  const takeMomentIfNew = () => {
    if (getValues('text') === '') setMoment(currentTime?.() ?? 0);
  };

  const save = async ({ text }: NoteValues) => {
    const result = await addNote({ lessonId, positionSeconds: moment, text });
    if (result.error !== undefined)
      return setError('text', { message: getErrorMessage(result.error) });
    reset();
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit(save)}
      onChangeCapture={takeMomentIfNew}
      noValidate
      sx={{ mb: 2 }}
    >
      <FormTextField
        control={control}
        name="text"
        label={currentTime ? `Note at ${formatClock(moment)}` : 'Note'}
        onFocus={takeMomentIfNew}
        multiline
        minRows={2}
        helperText="Only you can see your notes."
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={adding.isLoading}>
        Save note
      </Button>
    </Box>
  );
}
