import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { Link as RouterLink } from 'react-router-dom';
import { DialogTitleWithClose } from '@/components/dialogs/DialogTitleWithClose';
import { paths } from '@/config/paths';

export const REGISTRATION_SUCCESSFUL = 'Registration successful';

interface RegistrationSuccessDialogProps {
  /** The address the verification link went to; the dialog is open while it is set. */
  email: string | null;
  onClose: () => void;
}

export function RegistrationSuccessDialog({ email, onClose }: RegistrationSuccessDialogProps) {
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      aria-labelledby="registration-success-title"
      aria-describedby="registration-success-text"
    >
      <DialogTitleWithClose id="registration-success-title" onClose={onClose}>
        {REGISTRATION_SUCCESSFUL}
      </DialogTitleWithClose>
      <DialogContent>
        {/* A long address wraps on a phone rather than making the content scroll sideways. */}
        <DialogContentText
          id="registration-success-text"
          sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}
        >
          We sent a verification link to <strong>{email}</strong>. Open it to activate your account,
          then sign in.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={paths.signin} variant="contained">
          Go to Sign In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
