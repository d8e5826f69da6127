import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useToast } from '@/lib/toast';
import type { CartItem } from '@contract/types';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useRemoveFromCartMutation } from '../api/cartApi';

/** Removes one item; the cart is replaced by the one the server answers, without a reload. */
export function RemoveCartItemButton({ item }: { item: CartItem }) {
  const [removeFromCart, { isLoading }] = useRemoveFromCartMutation();
  const toast = useToast();

  const remove = async () => {
    try {
      const { message } = await removeFromCart(item.productId).unwrap();
      toast.shop(message, 'success');
    } catch (error) {
      toast.shop(getErrorMessage(error), 'error');
    }
  };

  return (
    <IconButton
      aria-label={`Remove ${item.title}`}
      loading={isLoading}
      onClick={() => void remove()}
      edge="end"
    >
      <DeleteIcon />
    </IconButton>
  );
}
