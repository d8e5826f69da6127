import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import type { ContactRequest } from '@contract/types';
import { validateContact } from '@contract/validation';
import { useContactSubmit } from '../model/useContactSubmit';
import { ContactOutcomeBanner } from './ContactOutcomeBanner';

const EMPTY_CONTACT: ContactRequest = { name: '', email: '', subject: '', message: '' };
const resolver = validationResolver(validateContact);

export function ContactForm() {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ContactRequest>({ resolver, defaultValues: EMPTY_CONTACT });
  const { outcome, send, dismiss } = useContactSubmit();

  // Whatever the outcome, the form starts again empty.
  const onSubmit = handleSubmit(async (values) => {
    await send(values);
    reset(EMPTY_CONTACT);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form">
      {outcome && <ContactOutcomeBanner outcome={outcome} onClose={dismiss} />}
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
          />
        </Stack>
        <FormTextField control={control} name="subject" label="Subject" />
        <FormTextField
          control={control}
          name="message"
          label="Message"
          required
          multiline
          minRows={5}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          endIcon={
            isSubmitting ? (
              <CircularProgress size={18} color="inherit" aria-label="Sending" />
            ) : (
              <SendIcon />
            )
          }
          sx={{ alignSelf: 'flex-start', px: 4 }}
        >
          {isSubmitting ? 'Sending…' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
