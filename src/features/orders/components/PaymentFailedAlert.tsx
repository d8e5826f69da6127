import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The payment did not complete: what went wrong, and that trying again is safe. */
export function PaymentFailedAlert({ message }: { message: string }) {
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>Payment failed</AlertTitle>
      {sentence} Your order is still open: you can try again.
    </Alert>
  );
}
