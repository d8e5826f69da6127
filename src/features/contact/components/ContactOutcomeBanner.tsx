import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef } from 'react';
import type { ContactOutcome } from '../model/sendContactMessage';

/** The lasting note of what happened to the message; it takes focus so it is read out. */
export function ContactOutcomeBanner({
  outcome,
  onClose,
}: {
  outcome: ContactOutcome;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      severity={outcome.ok ? 'success' : 'error'}
      variant="filled"
      onClose={onClose}
      sx={{ mb: 3 }}
    >
      <AlertTitle>{outcome.ok ? 'Message sent' : 'Message not sent'}</AlertTitle>
      {outcome.message}
    </Alert>
  );
}
