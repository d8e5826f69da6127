import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { Suspense, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { caretAfterMask, dateTextToValue, maskDateText, valueToDateText } from '@/lib/dateText';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { OutlinedTextField } from './OutlinedTextField';

// The calendar is the heavy part (MUI X and dayjs): it loads when asked for, or a moment before
// (the pointer over its button, or the button focused).
const DateCalendarPopover = preloadableLazy(
  () => import(/* webpackChunkName: "date-calendar" */ './DateCalendarPopover'),
);

export const DATE_FORMAT_HINT = 'DD-MM-YYYY';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);

interface FormDateFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  /** False where the form shows its messages elsewhere: the field is only marked invalid. */
  showErrorText?: boolean;
  autoComplete?: string;
  /** The earliest date the calendar offers, 'YYYY-MM-DD'. */
  min?: string;
  /** The latest date the calendar offers, 'YYYY-MM-DD'; unset: today. */
  max?: string;
}

/**
 * A date typed as DD-MM-YYYY (the dashes come by themselves), or chosen from a calendar. The form
 * holds 'YYYY-MM-DD', as the API sends and receives it; a text that is not a whole date yet stays
 * as typed, so the form's own rules and messages judge it.
 */
export function FormDateField<V extends FieldValues>({
  control,
  name,
  label,
  showErrorText = true,
  autoComplete,
  min = '1900-01-01',
  max,
}: FormDateFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  // The field the calendar opens under; null until the calendar is first asked for.
  const [calendarAnchor, setCalendarAnchor] = useState<HTMLElement | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // Masking rewrites the text: put the caret back after the digit it followed.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current || input.current !== document.activeElement)
      return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const edited = event.target.value;
    const masked = maskDateText(edited);
    caret.current = caretAfterMask(edited, event.target.selectionStart ?? edited.length, masked);
    field.onChange(dateTextToValue(masked));
  };

  const openCalendar = () => {
    setCalendarAnchor(root.current);
    setCalendarOpen(true);
  };

  const errorText = showErrorText ? fieldState.error?.message : undefined;
  return (
    <>
      <OutlinedTextField
        ref={root}
        label={label}
        name={field.name}
        value={valueToDateText(value)}
        onChange={onChange}
        onBlur={field.onBlur}
        inputRef={(element: HTMLInputElement | null) => {
          field.ref(element);
          input.current = element;
        }}
        error={Boolean(fieldState.error)}
        helperText={errorText ?? DATE_FORMAT_HINT}
        placeholder={DATE_FORMAT_HINT}
        autoComplete={autoComplete}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Choose ${label} from a calendar`}
                  edge="end"
                  onClick={openCalendar}
                  onMouseEnter={() => void DateCalendarPopover.preload()}
                  onFocus={() => void DateCalendarPopover.preload()}
                >
                  <CalendarIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {calendarAnchor && (
        <Suspense fallback={null}>
          <DateCalendarPopover
            anchorEl={calendarAnchor}
            open={calendarOpen}
            label={label}
            value={ISO_DATE.test(value) ? value : null}
            min={min}
            max={max ?? today()}
            onChoose={(chosen) => {
              field.onChange(chosen);
              setCalendarOpen(false);
            }}
            onClose={() => setCalendarOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
