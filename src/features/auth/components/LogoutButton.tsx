import LogoutIcon from '@mui/icons-material/Logout';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { logout } from '@/features/auth/model/sessionThunks';
import { useToast } from '@/lib/toast';
import { useAppDispatch } from '@/store/hooks';

// The dialog's code loads on the first click, keeping it out of every page's first load.
const LogoutDialog = lazy(() => import(/* webpackChunkName: "logout-dialog" */ './LogoutDialog'));

/** The logout icon: asks for confirmation, logs out, then says so. */
export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const dispatch = useAppDispatch();
  const toast = useToast();

  const confirm = async () => {
    setOpen(false);
    await dispatch(logout());
    toast.account('Logged out!');
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Log out"
        title="Log out"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <LogoutIcon />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <LogoutDialog open={open} onCancel={() => setOpen(false)} onConfirm={confirm} />
        </Suspense>
      )}
    </>
  );
}
