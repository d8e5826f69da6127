import { lazy, Suspense, useState } from 'react';
import { logout } from '@/features/auth/model/sessionThunks';
import { useToast } from '@/lib/toast';
import { useAppDispatch } from '@/store/hooks';

// The dialog's code loads on the first click, keeping it out of every page's first load.
const LogoutDialog = lazy(() => import(/* webpackChunkName: "logout-dialog" */ './LogoutDialog'));

/**
 * Logging out asks first: `ask` opens the confirmation, which the caller renders (`dialog`); Yes
 * logs out, says so, then calls `onLoggedOut`.
 */
export function useLogoutConfirmation(onLoggedOut?: () => void) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const dispatch = useAppDispatch();
  const toast = useToast();

  const confirm = async () => {
    setOpen(false);
    await dispatch(logout());
    toast.account('Logged out!');
    onLoggedOut?.();
  };

  const ask = () => {
    setRequested(true);
    setOpen(true);
  };

  const dialog = requested && (
    <Suspense fallback={null}>
      <LogoutDialog open={open} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </Suspense>
  );
  return { ask, dialog };
}
