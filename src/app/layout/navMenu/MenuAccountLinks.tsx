import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { paths } from '@/config/paths';
import { useLogoutConfirmation } from '@/features/auth/components/useLogoutConfirmation';
import { cartItemCount } from '@/features/cart/model/cartSelectors';
import { useCart } from '@/features/cart/model/useCart';
import { useAppDispatch } from '@/store/hooks';
import { cartDrawerOpened } from '@/store/ui/uiSlice';
import { itemCount } from '../cartLabel';
import { MenuGroup } from './MenuGroup';
import { MenuItemAction } from './MenuItemAction';
import { MenuItemLink } from './MenuItemLink';
import { MenuStaffLink } from './MenuStaffLink';

/**
 * The signed-in learner's places and actions: dashboard, orders, profile, the staff console (staff
 * only), the cart, logout.
 */
export function MenuAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const dispatch = useAppDispatch();
  const { cart } = useCart();
  const count = cartItemCount(cart);
  // The confirmation lives in the drawer; once logged out, the drawer closes too.
  const { ask, dialog } = useLogoutConfirmation(onNavigate);

  return (
    <MenuGroup id="menu-account" title="Your account">
      <MenuItemLink
        to={paths.dashboard}
        label="Dashboard"
        icon={<DashboardIcon />}
        onNavigate={onNavigate}
      />
      <MenuItemLink
        to={paths.orders}
        label="My orders"
        icon={<ReceiptIcon />}
        onNavigate={onNavigate}
      />
      <MenuItemLink
        to={paths.profile}
        label="Profile"
        icon={<PersonIcon />}
        onNavigate={onNavigate}
      />
      <MenuStaffLink onNavigate={onNavigate} />
      <MenuItemAction
        label="Cart"
        secondary={itemCount(count)}
        icon={<ShoppingCartIcon />}
        onClick={() => dispatch(cartDrawerOpened())}
      />
      <MenuItemAction label="Log out" icon={<LogoutIcon />} onClick={ask} />
      {dialog}
    </MenuGroup>
  );
}
