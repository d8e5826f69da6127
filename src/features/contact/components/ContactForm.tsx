import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { ContactRequest } from '@/shared/apiTypes';
import { contactResolver, EMPTY_CONTACT } from '../model/contactResolver';
import { useContactSubmit } from '../model/useContactSubmit';
import { ContactField } from './ContactField';
import { ContactOutcomeBanner } from './ContactOutcomeBanner';

export function ContactForm() {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ContactRequest>({ resolver: contactResolver, defaultValues: EMPTY_CONTACT });
  const { outcome, send, dismiss } = useContactSubmit();

  // The form is cleared whatever the outcome (spec section 4).
  const onSubmit = handleSubmit(async (values) => {
    await send(values);
    reset(EMPTY_CONTACT);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form">
      {outcome && <ContactOutcomeBanner outcome={outcome} onClose={dismiss} />}
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <ContactField control={control} name="name" label="Name" required autoComplete="name" />
          <ContactField
            control={control}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
          />
        </Stack>
        <ContactField control={control} name="subject" label="Subject" />
        <ContactField
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
