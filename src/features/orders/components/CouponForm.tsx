import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useApplyCouponMutation, useReplaceCouponMutation } from '../api/ordersApi';
import { COUPON_REQUIRED_MESSAGE } from './checkoutData';

interface CouponFields {
  couponCode: string;
}

interface CouponFormProps {
  orderId: string;
  disabled: boolean;
  /** Replacing the order's coupon: the field is labelled for the new code, and Cancel closes it. */
  replacing?: { onDone: () => void };
}

/**
 * A coupon code and Apply; the server's refusal (expired, unknown, ...) shows under the field. When
 * replacing, a refused code leaves the coupon already applied as it was.
 */
export function CouponForm({ orderId, disabled, replacing }: CouponFormProps) {
  const [applyCoupon] = useApplyCouponMutation();
  const [replaceCoupon] = useReplaceCouponMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFields>({ defaultValues: { couponCode: '' } });

  const apply = async ({ couponCode }: CouponFields) => {
    try {
      const code = couponCode.trim();
      if (replacing) {
        await replaceCoupon({ orderId, couponCode: code }).unwrap();
        replacing.onDone();
      } else {
        await applyCoupon({ orderId, couponCode: code }).unwrap();
      }
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
      aria-label={replacing ? 'Use another coupon' : undefined}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
    >
      <OutlinedTextField
        label={replacing ? 'New coupon code' : 'Coupon code'}
        autoFocus={Boolean(replacing)}
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
      {replacing && (
        <Button onClick={replacing.onDone} disabled={isSubmitting} sx={{ minHeight: 40 }}>
          Keep current
        </Button>
      )}
    </Stack>
  );
}
