import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { NavAction } from '@/components/layout/NavAction';
import { adminPaths } from '@/config/adminPaths';
import { paths } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/LogoutButton';
import { lazy, Suspense, useState } from 'react';
import { hasCartIntent } from '@/features/cart/model/cartIntent';
import { cartItemCount } from '@/features/cart/model/cartSelectors';
import { useCart } from '@/features/cart/model/useCart';
import { selectMayOpenConsole } from '@/store/auth/roleSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cartDrawerOpened } from '@/store/ui/uiSlice';
import { cartLabel } from './cartLabel';

// The course a visitor chose before signing in is added by code loaded only when there is one.
const CartIntentToast = lazy(
  () => import(/* webpackChunkName: "cart-intent" */ '@/features/cart/components/CartIntentToast'),
);

/**
 * The signed-in navbar actions: dashboard, profile, the cart with its count, and logout (and the
 * console, for staff, admins and evaluators). Labelled
 * under their icons on a wide window, icons with tooltips below that. Mounted on signing in, they
 * also add the course a visitor chose before signing in.
 */
export default function SignedInActions() {
  const dispatch = useAppDispatch();
  const { cart } = useCart();
  const count = cartItemCount(cart);
  const [intentWaiting] = useState(hasCartIntent);
  const mayOpenConsole = useAppSelector(selectMayOpenConsole);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <NavAction to={paths.dashboard} label="Dashboard" icon={<DashboardIcon />} />
      <NavAction to={paths.profile} label="Profile" icon={<PersonIcon />} />
      {mayOpenConsole && (
        <NavAction
          to={adminPaths.root}
          label="Console"
          accessibleName="Staff console"
          icon={<AdminIcon />}
        />
      )}
      <NavAction
        label="Cart"
        accessibleName={cartLabel(count)}
        onClick={() => dispatch(cartDrawerOpened())}
        icon={
          // An empty cart (after a purchase too) shows no "0": the badge counts what is in it.
          count > 0 ? (
            <Badge badgeContent={count} color="secondary">
              <ShoppingCartIcon />
            </Badge>
          ) : (
            <ShoppingCartIcon />
          )
        }
      />
      <LogoutButton />
      {intentWaiting && (
        <Suspense fallback={null}>
          <CartIntentToast />
        </Suspense>
      )}
    </Stack>
  );
}
