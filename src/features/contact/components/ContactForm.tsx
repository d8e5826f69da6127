import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { ContactRequest } from '@/shared/apiTypes';
import { contactResolver, EMPTY_CONTACT } from '../model/contactResolver';
import { useContactSubmit } from '../model/useContactSubmit';
import { ContactOutcomeBanner } from './ContactOutcomeBanner';

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({ resolver: contactResolver, defaultValues: EMPTY_CONTACT });
  const { outcome, send, dismiss } = useContactSubmit();

  // The form is cleared whatever the outcome (spec section 4).
  const onSubmit = handleSubmit(async (values) => {
    await send(values);
    reset(EMPTY_CONTACT);
  });

  const fieldProps = (name: keyof ContactRequest) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form">
      {outcome && <ContactOutcomeBanner outcome={outcome} onClose={dismiss} />}
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField label="Name" required autoComplete="name" {...fieldProps('name')} />
          <TextField label="Email" type="email" required autoComplete="email" {...fieldProps('email')} />
        </Stack>
        <TextField label="Subject" {...fieldProps('subject')} />
        <TextField label="Message" required multiline minRows={5} {...fieldProps('message')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          endIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : <SendIcon />}
          sx={{ alignSelf: 'flex-start', px: 4 }}
        >
          {isSubmitting ? 'Sending…' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
