import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { INDIAN_STATES, stateByCode, type IndianState } from '@contract/billing/states';

export const STATE_LABEL = 'State or union territory';

interface StateAutocompleteProps {
  /** A GST state code, or '' for none chosen. */
  value: string;
  onChange: (stateCode: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The 36 states and union territories, searchable by typing. Drawn with OutlinedInput rather than
 * TextField, which would bring Select's code along.
 */
export function StateAutocomplete({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: StateAutocompleteProps) {
  return (
    <Autocomplete<IndianState>
      id="billing-state"
      options={INDIAN_STATES}
      value={stateByCode(value) ?? null}
      onChange={(_event, option) => onChange(option?.code ?? '')}
      onBlur={onBlur}
      disabled={disabled}
      autoHighlight
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      renderInput={({ id, slotProps: { inputLabel, input, htmlInput } }) => (
        <FormControl fullWidth required error={Boolean(error)} disabled={disabled}>
          <InputLabel {...inputLabel}>{STATE_LABEL}</InputLabel>
          <OutlinedInput
            {...input}
            id={id}
            label={STATE_LABEL}
            inputProps={{ ...htmlInput, 'aria-describedby': error ? `${id}-error` : undefined }}
          />
          {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
