import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useApplyCouponMutation } from '../api/ordersApi';
import { COUPON_REQUIRED_MESSAGE } from './checkoutData';

interface CouponFields {
  couponCode: string;
}

/** A coupon code and Apply; the server's refusal (expired, unknown, ...) shows under the field. */
export function CouponForm({ orderId, disabled }: { orderId: string; disabled: boolean }) {
  const [applyCoupon] = useApplyCouponMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFields>({ defaultValues: { couponCode: '' } });

  const apply = async ({ couponCode }: CouponFields) => {
    try {
      await applyCoupon({ orderId, couponCode: couponCode.trim() }).unwrap();
    } catch (error) {
      setError('couponCode', { message: getErrorMessage(error) }, { shouldFocus: true });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(apply)}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
    >
      <OutlinedTextField
        label="Coupon code"
        size="small"
        autoComplete="off"
        disabled={disabled}
        error={Boolean(errors.couponCode)}
        helperText={errors.couponCode?.message}
        slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors.couponCode), spellCheck: false } }}
        {...register('couponCode', {
          validate: (value) => value.trim() !== '' || COUPON_REQUIRED_MESSAGE,
        })}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={isSubmitting}
        disabled={disabled}
        sx={{ minHeight: 40 }}
      >
        Apply
      </Button>
    </Stack>
  );
}
