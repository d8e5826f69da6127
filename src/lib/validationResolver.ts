import type { FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import { hasErrors, type FieldErrors } from '@/shared/validation';

/**
 * Lets react-hook-form validate with one of the shared validate* functions, so the forms show
 * exactly the messages the server uses.
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
