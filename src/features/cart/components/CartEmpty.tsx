import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CART_EMPTY } from '@contract/messages/orders';
import { paths } from '@/config/paths';

/** Nothing in the cart yet: point to the catalogue. */
export function CartEmpty({ onBrowse }: { onBrowse: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Box component="img" src="/images/commerce/empty-cart.svg" alt="" width={160} height={120} />
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {CART_EMPTY}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Find a course that moves you forward and add it here.
      </Typography>
      <Button component={RouterLink} to={paths.courses} variant="outlined" onClick={onBrowse}>
        Browse courses
      </Button>
    </Box>
  );
}
