import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { CourseFormState } from '../../model/courseFormValues';

interface StringListFieldProps {
  control: Control<CourseFormState>;
  name: 'outcomes' | 'requirements';
  label: string;
  /** How one item is named: 'Outcome 2', 'Requirement 1'. */
  itemLabel: string;
}

const MAX_ITEMS = 30;

/**
 * An editable list of short lines (what you'll learn, requirements): add, edit, remove. A new line
 * takes the focus (typing goes into it, not into the Add button), and Enter in a line adds the next.
 */
export function StringListField({ control, name, label, itemLabel }: StringListFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const items = field.value;
  const set = (next: string[]) => field.onChange(next);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The line to focus once it is rendered (a line just added).
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    inputs.current[focusNext.current]?.focus();
    focusNext.current = null;
  }, [items.length]);
  const add = () => {
    if (items.length >= MAX_ITEMS) return;
    focusNext.current = items.length;
    set([...items, '']);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter') return;
    // Enter would submit the course form: it adds the next line instead (or moves to it).
    event.preventDefault();
    if (index < items.length - 1) inputs.current[index + 1]?.focus();
    else if (items[index]?.trim()) add();
  };
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {label}
      </Typography>
      {items.map((item, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            label={`${itemLabel} ${index + 1}`}
            value={item}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            error={Boolean(fieldState.error) && !item.trim()}
            onChange={(event) =>
              set(items.map((old, i) => (i === index ? event.target.value : old)))
            }
          />
          <IconButton
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => set(items.filter((_, i) => i !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={add}
        sx={{ alignSelf: 'flex-start' }}
        disabled={items.length >= MAX_ITEMS}
      >
        Add {itemLabel.toLowerCase()}
      </Button>
    </Stack>
  );
}
