import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogTitleWithClose } from '@/components/dialogs/DialogTitleWithClose';
import { ResendVerificationButton } from './ResendVerificationButton';

export interface SigninFailure {
  message: string;
  /** Set when the account exists but its email is not verified yet: a new link can be sent. */
  unverifiedEmail: string | null;
}

/**
 * The login failure modal: the server's message, and the resend offer for an unverified account.
 * Loaded with the first failure (SigninForm), not with the sign-in page.
 */
export default function SigninFailureDialog({
  failure,
  onClose,
}: {
  failure: SigninFailure | null;
  onClose: () => void;
}) {
  const unverifiedEmail = failure?.unverifiedEmail ?? null;
  return (
    <Dialog
      open={failure !== null}
      onClose={onClose}
      aria-labelledby="signin-failure-title"
      aria-describedby="signin-failure-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitleWithClose id="signin-failure-title" onClose={onClose}>
        {unverifiedEmail ? 'Email not verified' : 'Sign in failed'}
      </DialogTitleWithClose>
      <DialogContent>
        <DialogContentText id="signin-failure-text" sx={{ color: 'text.primary' }}>
          {failure?.message}
        </DialogContentText>
        {unverifiedEmail && (
          <>
            <DialogContentText sx={{ mt: 2 }}>
              A new link will go to <strong>{unverifiedEmail}</strong>.
            </DialogContentText>
            <ResendVerificationButton email={unverifiedEmail} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Try Again</Button>
      </DialogActions>
    </Dialog>
  );
}
