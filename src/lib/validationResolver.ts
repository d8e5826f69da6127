import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import { hasErrors, type FieldErrors } from '@contract/validation';

/**
 * The one way a form validates: react-hook-form runs one of the shared validate* functions
 * (contract/validation), so every form shows exactly the rules and messages the server uses.
 */
export function validationResolver<V extends FieldValues>(
  validate: (values: V) => FieldErrors<string>,
): Resolver<V> {
  return (values) => {
    const errors = validate(values);
    if (!hasErrors(errors)) return { values, errors: {} };
    const formErrors = Object.fromEntries(
      Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }]),
    );
    return { values: {}, errors: formErrors as FormErrors<V> };
  };
}
