import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

export const LOGOUT_CONFIRMATION = 'Are you sure you want to logout?';

interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Logging out asks first: 'Are you sure you want to logout?' with Yes / No. */
export default function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby="logout-confirmation">
      <DialogContent>
        <DialogContentText id="logout-confirmation" sx={{ color: 'text.primary' }}>
          {LOGOUT_CONFIRMATION}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>No</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
