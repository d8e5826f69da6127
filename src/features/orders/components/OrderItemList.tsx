import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/format';
import type { OrderItem } from '@contract/types';
import { ORDER_IMAGE_FALLBACK } from './checkoutData';

/** The courses and tests in an order, each with picture, title and price. */
export function OrderItemList({ items }: { items: OrderItem[] }) {
  return (
    <List aria-label="Courses in this order" disablePadding>
      {items.map((item) => (
        <ListItem
          key={item.productId}
          disableGutters
          aria-label={item.title}
          sx={{ gap: 2, py: 1.5 }}
        >
          <Box
            component="img"
            src={item.thumbnail || ORDER_IMAGE_FALLBACK}
            alt=""
            width={112}
            height={63}
            sx={{
              width: { xs: 80, sm: 112 },
              height: 'auto',
              aspectRatio: '16 / 9',
              borderRadius: 1,
              objectFit: 'cover',
              flexShrink: 0,
              bgcolor: '#e8ecf8',
            }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
            {item.model === 'Test' && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Test · one attempt, from your dashboard&apos;s Tests tab
              </Typography>
            )}
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {item.quantity > 1
              ? `${item.quantity} × ${formatRupees(item.price)}`
              : formatRupees(item.price)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
