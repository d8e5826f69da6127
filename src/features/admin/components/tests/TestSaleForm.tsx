import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import type { AdminTest } from '@contract/examTypes';
import { MAX_TEST_PRICE } from '@contract/schemas/admin/tests';
import { validationResolver } from '@/lib/validationResolver';
import { useUpdateTestMutation } from '../../api/testsAdminApi';
import { useResultToast } from '../../model/useResultToast';
import { FormNumberField } from '../FormNumberField';

interface SaleValues {
  onSale: boolean;
  price: number;
}

/** Whole rupees from 1 to MAX_TEST_PRICE, as the server checks it. */
function validateSale({ price }: SaleValues): Partial<Record<keyof SaleValues, string>> {
  if (!Number.isInteger(price) || price < 1 || price > MAX_TEST_PRICE)
    return {
      price: `Enter a whole number of rupees from 1 to ${MAX_TEST_PRICE.toLocaleString('en-IN')}.`,
    };
  return {};
}
const resolver = validationResolver<SaleValues>(validateSale);

/**
 * On sale and price, saved together from the version this form was opened with (a change made
 * meanwhile by someone else is refused with the server's message, and the list reloads).
 */
export function TestSaleForm({ test }: { test: AdminTest }) {
  const [update, { isLoading }] = useUpdateTestMutation();
  const report = useResultToast();
  const { control, handleSubmit, formState } = useForm<SaleValues>({
    values: { onSale: test.onSale, price: test.price },
    resolver,
  });
  const save = async (values: SaleValues) => {
    report(await update({ testId: test.id, ...values, version: test.version }));
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label={`Sale of ${test.name}`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={handleSubmit((values) => void save(values))}
    >
      <Controller
        control={control}
        name="onSale"
        render={({ field }) => (
          <FormControlLabel
            sx={{ minWidth: 120, mt: { sm: 1 } }}
            label="On sale"
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <FormNumberField
        control={control}
        name="price"
        label="Price (₹)"
        size="small"
        helperText="GST is added at checkout"
        sx={{ maxWidth: { sm: 180 } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        disabled={!formState.isDirty}
        sx={{ mt: { sm: 0.5 } }}
      >
        Save
      </Button>
    </Stack>
  );
}
