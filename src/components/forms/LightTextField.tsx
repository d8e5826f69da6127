import {
  useId,
  useState,
  type AnimationEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  autofill,
  EndAdornment,
  FieldLabel,
  FieldRoot,
  HelperText,
  Input,
  InputRoot,
  Outline,
  OutlineNotch,
} from './lightTextFieldParts';

export type LightTextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'children' | 'size' | 'className' | 'style'
> & {
  label: string;
  value: string;
  helperText?: ReactNode;
  error?: boolean;
  /** Inside the outline at its end, as MUI's InputAdornment position="end" places it. */
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A controlled text field with the look and markup of OutlinedTextField (MUI's outlined field:
 * floating label, notched outline, helper text linked by aria-describedby, aria-invalid), in plain
 * elements styled from the theme: MUI's form control, input base and outlined input weigh too much
 * for the sign-in page's first load (docs/performance.md). Medium size, enabled, single line only.
 */
export function LightTextField({
  id: idProp,
  label,
  value,
  helperText,
  error = false,
  endAdornment,
  inputRef,
  onFocus,
  onBlur,
  ...inputProps
}: LightTextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const [focused, setFocused] = useState(false);
  const [autofilled, setAutofilled] = useState(false);
  const shrink = focused || autofilled || value !== '';
  const state = classes(focused && 'Mui-focused', error && 'Mui-error');

  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    // A click on the outline's padding, as on MUI's input, puts the caret in the field.
    if (event.currentTarget === event.target) event.currentTarget.querySelector('input')?.focus();
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={id} id={`${id}-label`} data-shrink={shrink} className={state}>
        {label}
      </FieldLabel>
      <InputRoot
        onClick={focusInput}
        className={classes(
          focused && 'Mui-focused',
          error && 'Mui-error',
          Boolean(endAdornment) && 'LightTextField-adornedEnd',
        )}
      >
        <Input
          {...inputProps}
          id={id}
          ref={inputRef}
          value={value}
          aria-invalid={error}
          aria-describedby={helperTextId}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setFocused(false);
            onBlur?.(event);
          }}
          onAnimationStart={(event: AnimationEvent<HTMLInputElement>) =>
            setAutofilled(event.animationName === autofill.name)
          }
        />
        {endAdornment && <EndAdornment>{endAdornment}</EndAdornment>}
        <Outline aria-hidden="true">
          <OutlineNotch className={classes(shrink && 'LightTextField-notched')}>
            <span>{label}</span>
          </OutlineNotch>
        </Outline>
      </InputRoot>
      {helperText && (
        <HelperText id={helperTextId} className={state}>
          {helperText}
        </HelperText>
      )}
    </FieldRoot>
  );
}
