import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContactRequest } from '@/shared/apiTypes';
import { hasErrors, validateContact } from '@/shared/validation';

/** react-hook-form runs the shared contact rules, so the messages are the spec's own. */
export const contactResolver: Resolver<ContactRequest> = (values) => {
  const errors = validateContact(values);
  if (!hasErrors(errors)) return { values, errors: {} };
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<ContactRequest>;
  return { values: {}, errors: fieldErrors };
};

export const EMPTY_CONTACT: ContactRequest = { name: '', email: '', subject: '', message: '' };
