import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import type { CourseFormState } from '../../model/courseFormValues';

interface StringListFieldProps {
  control: Control<CourseFormState>;
  name: 'outcomes' | 'requirements';
  label: string;
  /** How one item is named: 'Outcome 2', 'Requirement 1'. */
  itemLabel: string;
}

/** An editable list of short lines (what you'll learn, requirements): add, edit, remove. */
export function StringListField({ control, name, label, itemLabel }: StringListFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const items = field.value;
  const set = (next: string[]) => field.onChange(next);
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
        onClick={() => set([...items, ''])}
        sx={{ alignSelf: 'flex-start' }}
        disabled={items.length >= 30}
      >
        Add {itemLabel.toLowerCase()}
      </Button>
    </Stack>
  );
}
