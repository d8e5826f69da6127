import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import {
  NOTE_MAX_LENGTH,
  validateMomentNote,
  validatePassageNote,
  type NoteValues,
} from '@contract/validation/markingNotes';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';

const passageResolver = validationResolver(validatePassageNote);
const momentResolver = validationResolver(validateMomentNote);

interface NoteDialogProps {
  open: boolean;
  /** "Note on a passage of Writing Task 1" or "Note at 0:42 of question 6". */
  title: string;
  /** An essay's note quotes its passage (filled from the selection); a recording's does not. */
  withPassage: boolean;
  initialQuote?: string;
  onClose: () => void;
  /** Adds the note, or says why not through `setError` (a passage not in the essay). */
  onSave: (values: NoteValues, setError: UseFormSetError<NoteValues>) => boolean;
}

/** Writes a note anchored to a passage of an essay or a moment of a recording. */
export function NoteDialog({
  open,
  title,
  withPassage,
  initialQuote = '',
  onClose,
  onSave,
}: NoteDialogProps) {
  const formId = useId();
  const { control, handleSubmit, reset, setError } = useForm<NoteValues>({
    defaultValues: { quote: initialQuote, text: '' },
    resolver: withPassage ? passageResolver : momentResolver,
  });
  useEffect(() => {
    if (open) reset({ quote: initialQuote, text: '' });
  }, [open, initialQuote, reset]);

  const save = (values: NoteValues) => {
    if (onSave(values, setError)) onClose();
  };

  return (
    <TitledDialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="contained">
            Add note
          </Button>
        </DialogActions>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(save)}>
        {withPassage && (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              The passage comes from your selection in the essay; you can also type or paste it.
            </Typography>
            <FormTextField
              control={control}
              name="quote"
              label="Passage"
              required
              multiline
              minRows={2}
              helperText=" "
              slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
            />
          </>
        )}
        <FormTextField
          control={control}
          name="text"
          label="Note"
          required
          multiline
          minRows={3}
          autoFocus
          helperText="The learner reads it with the results."
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
      </form>
    </TitledDialog>
  );
}
