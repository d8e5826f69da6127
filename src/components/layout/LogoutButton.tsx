import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { logout } from '@/features/auth/model/sessionThunks';
import { useToast } from '@/lib/toast';

export const LOGOUT_CONFIRMATION = 'Are you sure you want to logout?';

/** The logout icon: asks for confirmation, logs out, then says so. */
export function LogoutButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const [open, setOpen] = useState(false);
  const dispatch = useAppDispatch();
  const toast = useToast();

  const confirm = async () => {
    setOpen(false);
    await dispatch(logout());
    toast.account('Logged out!');
  };

  return (
    <>
      <Tooltip title="Log out">
        <IconButton color={color} aria-label="Log out" onClick={() => setOpen(true)}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-describedby="logout-confirmation">
        <DialogContent>
          <DialogContentText id="logout-confirmation" sx={{ color: 'text.primary' }}>
            {LOGOUT_CONFIRMATION}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>No</Button>
          <Button variant="contained" onClick={confirm} autoFocus>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
