import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminPaths } from '@/config/adminPaths';
import { selectMayOpenConsole } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { MenuItemLink } from './MenuItemLink';

/** The console's entry in the account menu, for staff, admins and evaluators. */
export function MenuStaffLink({ onNavigate }: { onNavigate: () => void }) {
  const mayOpenConsole = useAppSelector(selectMayOpenConsole);
  if (!mayOpenConsole) return null;
  return (
    <MenuItemLink
      to={adminPaths.root}
      label="Staff console"
      icon={<AdminIcon />}
      onNavigate={onNavigate}
    />
  );
}
