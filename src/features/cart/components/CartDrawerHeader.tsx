import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export const CART_DRAWER_TITLE_ID = 'cart-drawer-title';

export function CartDrawerHeader({ onClose }: { onClose: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={CART_DRAWER_TITLE_ID} variant="h4" component="h2">
        Your Cart
      </Typography>
      <IconButton aria-label="Close cart" onClick={onClose} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
