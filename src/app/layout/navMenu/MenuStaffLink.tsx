import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminPaths } from '@/config/adminPaths';
import { selectIsStaff } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { MenuItemLink } from './MenuItemLink';

/** The staff console's entry in the account menu, for staff and admins only. */
export function MenuStaffLink({ onNavigate }: { onNavigate: () => void }) {
  const staff = useAppSelector(selectIsStaff);
  if (!staff) return null;
  return (
    <MenuItemLink
      to={adminPaths.root}
      label="Staff console"
      icon={<AdminIcon />}
      onNavigate={onNavigate}
    />
  );
}
