import { useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@contract/validation';

/** A form of text fields: every value a string. */
type Values<V> = Record<keyof V, string>;
type Validate<V> = (values: V) => FieldErrors<keyof V & string>;

interface FormState<V extends Values<V>> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  submitted: boolean;
}

type FormAction<V extends Values<V>> =
  | { type: 'changed'; name: keyof V & string; value: string }
  | { type: 'submitted' }
  | { type: 'reset'; values: V };

const fresh = <V extends Values<V>>(values: V): FormState<V> => ({
  values,
  errors: {},
  submitted: false,
});

function reducer<V extends Values<V>>(validate: Validate<V>) {
  return (state: FormState<V>, action: FormAction<V>): FormState<V> => {
    if (action.type === 'reset') return fresh(action.values);
    if (action.type === 'submitted') {
      return { ...state, errors: validate(state.values), submitted: true };
    }
    const values: V = { ...state.values, [action.name]: action.value };
    if (!state.submitted) return { ...state, values };
    return {
      ...state,
      values,
      errors: { ...state.errors, [action.name]: validate(values)[action.name] },
    };
  };
}

/**
 * A small form's text fields, judged by one of the shared validate* functions (contract/validation)
 * on react-hook-form's default timing, as every other form is: nothing before the first submit; a
 * submit judges every field and focuses the first wrong one (in the order of `empty`); from then
 * on a change re-judges the field changed. For the sign-in page, whose first load cannot carry
 * react-hook-form's weight. `field(name)` gives a LightTextField its value, error and handlers.
 */
export function useValidatedForm<V extends Values<V>>(empty: V, validate: Validate<V>) {
  const [{ values, errors }, dispatch] = useReducer(reducer(validate), empty, fresh);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name] !== undefined,
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: 'changed', name, value: event.target.value }),
    inputRef: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
  });

  const handleSubmit = (onValid: (values: V) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitted' });
    const found = validate(values);
    if (!hasErrors(found)) return onValid(values);
    const names = Object.keys(empty) as (keyof V & string)[];
    const first = names.find((name) => found[name] !== undefined);
    if (first) inputs.current.get(first)?.focus();
    return undefined;
  };

  const reset = (next: V = empty) => dispatch({ type: 'reset', values: next });

  return { values, errors, field, handleSubmit, reset };
}
