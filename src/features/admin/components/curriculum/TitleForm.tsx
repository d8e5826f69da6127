import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { TITLE_TOO_LONG } from '@contract/messages/admin';
import { ADMIN_TITLE_MAX_LENGTH } from '@contract/validation/admin';

interface TitleFormProps {
  label: string;
  submitLabel: string;
  /** The message for an empty title (SECTION_TITLE_REQUIRED, LESSON_TITLE_REQUIRED). */
  requiredMessage: string;
  initial?: string;
  busy?: boolean;
  onSubmit: (title: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** One title to add or rename a section or lesson; cleared after a successful add. */
export function TitleForm(props: TitleFormProps) {
  const { label, submitLabel, requiredMessage, initial = '', busy, onSubmit, onCancel } = props;
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    const problem = !trimmed
      ? requiredMessage
      : trimmed.length > ADMIN_TITLE_MAX_LENGTH
        ? TITLE_TOO_LONG
        : undefined;
    setError(problem);
    if (!problem && (await onSubmit(trimmed)) && !initial) setTitle('');
  };
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(event) => void submit(event)}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        size="small"
        label={label}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        sx={{ flexGrow: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={busy}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minHeight: 40 }}
      >
        {submitLabel}
      </Button>
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
    </Stack>
  );
}
