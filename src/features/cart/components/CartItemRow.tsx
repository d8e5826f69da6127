import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/format';
import type { CartItem } from '@contract/types';
import { RemoveCartItemButton } from './RemoveCartItemButton';

const THUMBNAIL_FALLBACK = '/images/commerce/course-placeholder.svg';

/** One line of the cart: picture, title, price and quantity, and the remove button when allowed. */
export function CartItemRow({ item, removable }: { item: CartItem; removable: boolean }) {
  return (
    <ListItem
      disableGutters
      aria-label={item.title}
      secondaryAction={removable ? <RemoveCartItemButton item={item} /> : undefined}
      sx={{ gap: 2, alignItems: 'flex-start', pr: removable ? 6 : 0 }}
    >
      <Box
        component="img"
        src={item.thumbnail || THUMBNAIL_FALLBACK}
        alt=""
        width={96}
        height={54}
        sx={{ borderRadius: 1, objectFit: 'cover', flexShrink: 0, bgcolor: '#e8ecf8' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{item.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${formatRupees(item.price)} · Qty ${item.quantity}`}
        </Typography>
      </Box>
    </ListItem>
  );
}
