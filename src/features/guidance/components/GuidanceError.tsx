import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Ref } from 'react';

export const GUIDANCE_ERROR = 'Error: Unable to load guidance data. Please try again later.';

export function GuidanceError({
  headingRef,
  onRestart,
}: {
  headingRef: Ref<HTMLDivElement>;
  onRestart: () => void;
}) {
  return (
    <Alert
      severity="error"
      ref={headingRef}
      tabIndex={-1}
      action={
        <Button color="inherit" size="small" onClick={onRestart}>
          Restart
        </Button>
      }
    >
      {GUIDANCE_ERROR}
    </Alert>
  );
}
