import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { NavIconLink } from '@/components/layout/NavIconLink';
import { paths } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/LogoutButton';
import { cartItemCount } from '@/features/cart/model/cartSelectors';
import { useCart } from '@/features/cart/model/useCart';
import { useAppDispatch } from '@/store/hooks';
import { cartDrawerOpened } from '@/store/ui/uiSlice';

/** The signed-in navbar icons: dashboard, profile, the cart with its count, and logout. */
export default function SignedInActions() {
  const dispatch = useAppDispatch();
  const { cart } = useCart();
  const count = cartItemCount(cart);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <NavIconLink to={paths.dashboard} label="Dashboard">
        <DashboardIcon />
      </NavIconLink>
      <NavIconLink to={paths.profile} label="Profile">
        <PersonIcon />
      </NavIconLink>
      <IconButton
        color="inherit"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        title="Cart"
        onClick={() => dispatch(cartDrawerOpened())}
      >
        <Badge badgeContent={count} color="secondary" showZero>
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <LogoutButton />
    </Stack>
  );
}
