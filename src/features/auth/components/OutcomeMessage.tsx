import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface OutcomeMessageProps {
  severity: 'success' | 'error' | 'warning' | 'info';
  message: ReactNode;
  /** The ways on: buttons and links under the message. */
  children?: ReactNode;
}

/** The end of a flow: what happened, and what the learner can do next. */
export function OutcomeMessage({ severity, message, children }: OutcomeMessageProps) {
  return (
    <Stack spacing={2.5}>
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
        {message}
      </Alert>
      {children && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center' }}
        >
          {children}
        </Stack>
      )}
    </Stack>
  );
}
