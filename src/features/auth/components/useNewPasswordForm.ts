import { useForm } from 'react-hook-form';
import { validationResolver } from '@/lib/validationResolver';
import { validateNewPassword, type NewPasswordValues } from '@contract/validation';

const resolver = validationResolver(validateNewPassword);

/** The form state lives with the screen, so a retry after a failure finds the fields as they were. */
export const useNewPasswordForm = () =>
  useForm<NewPasswordValues>({ defaultValues: { password: '', confirmPassword: '' }, resolver });
