import { createContext, useContext } from 'react';
import type { ProfileUpdateField } from '@contract/validation';

/**
 * The field whose message is the one at the top of the card: that field is only marked, every
 * other invalid field shows its message beside it, so all the errors show at once.
 */
export const TopErrorField = createContext<ProfileUpdateField | undefined>(undefined);

/** Whether a field shows its own message beside it (it is not the one at the top). */
export const useShowsErrorBeside = (field: ProfileUpdateField): boolean =>
  useContext(TopErrorField) !== field;
