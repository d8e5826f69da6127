import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectUser } from '@/features/auth/model/authSlice';
import { cartItemCount } from '@/features/cart/model/cartSelectors';
import { useCart } from '@/features/cart/model/useCart';
import { cartDrawerOpened } from '@/features/ui/uiSlice';
import { LogoutButton } from './LogoutButton';

/** Right side of the navbar: account icons when signed in, Sign Up / Sign In otherwise. */
export function AccountActions({ solid }: { solid: boolean }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { cart } = useCart();
  const count = cartItemCount(cart);

  if (!user) {
    return (
      <Stack direction="row" spacing={1}>
        <Button
          component={RouterLink}
          to={paths.signup}
          variant={solid ? 'outlined' : 'text'}
          color="inherit"
        >
          Sign Up
        </Button>
        <Button component={RouterLink} to={paths.signin} variant="contained" color="secondary">
          Sign In
        </Button>
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={paths.dashboard}
        aria-label="Dashboard"
        title="Dashboard"
      >
        <DashboardIcon />
      </IconButton>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={paths.profile}
        aria-label="Profile"
        title="Profile"
      >
        <PersonIcon />
      </IconButton>
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
