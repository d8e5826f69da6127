import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { AdminCoupon } from '@contract/types';
import { couponCode, validateCouponForm, type CouponFormValues } from '@contract/validation/admin';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { useCreateCouponMutation, useUpdateCouponMutation } from '../../api/couponsAdminApi';
import { emptyCoupon, fromCoupon } from '../../model/couponFormValues';
import { useResultToast } from '../../model/useResultToast';
import { FormProblem } from '../courses/FormProblem';
import { FormNumberField } from '../FormNumberField';
import { FormSelectField } from '../FormSelectField';
import { ExpiryDateField } from './ExpiryDateField';

const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'flat', label: 'Rupees off' },
];

interface CouponFormDialogProps {
  /** The coupon to edit, or null for a new one. */
  coupon: AdminCoupon | null;
  onClose: () => void;
}

/** Create or edit a coupon, checked with the shared rules (validateCouponForm). */
export function CouponFormDialog({ coupon, onClose }: CouponFormDialogProps) {
  const [create, creation] = useCreateCouponMutation();
  const [update, updating] = useUpdateCouponMutation();
  const report = useResultToast();
  const { control, handleSubmit } = useForm<CouponFormValues>({
    defaultValues: coupon ? fromCoupon(coupon) : emptyCoupon,
    resolver: validationResolver<CouponFormValues>((values) => validateCouponForm(values)),
  });
  const save = async ({ code, ...fields }: CouponFormValues) => {
    const result = coupon
      ? await update({ code: coupon.code, ...fields, version: coupon.version })
      : await create({ code: couponCode(code), ...fields });
    if (result.data) {
      report(result);
      onClose();
    }
  };
  const error = coupon ? updating.error : creation.error;
  return (
    <TitledDialog
      open
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      onClose={onClose}
      actions={
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="coupon-form" variant="contained">
            {coupon ? 'Save coupon' : 'Create coupon'}
          </Button>
        </DialogActions>
      }
    >
      <Stack
        id="coupon-form"
        component="form"
        noValidate
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={handleSubmit((values) => void save(values))}
      >
        <FormTextField
          control={control}
          name="code"
          label="Code"
          disabled={Boolean(coupon)}
          helperText="Letters and digits, e.g. DIWALI25 (saved in capitals)"
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', style: { textTransform: 'uppercase' } },
          }}
        />
        <FormSelectField control={control} name="kind" label="Discount kind" options={KINDS} />
        <FormNumberField control={control} name="amount" label="Amount (% or ₹)" />
        <FormNumberField control={control} name="minOrder" label="Minimum order (₹)" />
        <FormNumberField
          control={control}
          name="maxUses"
          label="Maximum uses"
          emptyIsNull
          helperText="Empty: no limit"
        />
        <ExpiryDateField control={control} />
        <FormProblem error={error} />
      </Stack>
    </TitledDialog>
  );
}
