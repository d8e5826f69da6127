import LogoutIcon from '@mui/icons-material/Logout';
import type { Breakpoint } from '@mui/material/styles';
import { NavAction } from '@/components/layout/NavAction';
import { useLogoutConfirmation } from './useLogoutConfirmation';

/** The app bar's logout action: asks for confirmation, logs out, then says so. */
export function LogoutButton({ labelFrom }: { labelFrom?: Breakpoint }) {
  const { ask, dialog } = useLogoutConfirmation();
  return (
    <>
      <NavAction label="Log out" icon={<LogoutIcon />} labelFrom={labelFrom} onClick={ask} />
      {dialog}
    </>
  );
}
