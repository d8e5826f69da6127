import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The form's main button: disabled with a spinner while the request runs. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={loading}
      loadingPosition="start"
    >
      {children}
    </Button>
  );
}
