import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '@/components/forms/FormDateField';
import { useAppSelector } from '@/store/hooks';
import { selectToken } from '@/store/auth/authSlice';
import { downloadBillingExport } from '../../model/downloadBillingExport';

export const EXPORT_RANGE_ORDER = 'The “from” date must not be after the “to” date.';
export const EXPORT_DATE_INVALID = 'Enter both dates as DD-MM-YYYY, e.g. 01-11-2026.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The current month: its first day to its last. */
export function currentMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: ymd(first), to: ymd(last) };
}

/**
 * Invoices and credit notes of a date range as CSV (for GSTR-1); the current month by default. The
 * dates are typed DD-MM-YYYY or chosen from the calendar, as every date in the product.
 */
export function InvoiceExportForm() {
  const token = useAppSelector(selectToken);
  const { control, handleSubmit } = useForm({ defaultValues: currentMonth() });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (range: { from: string; to: string }) => {
    if (!ISO_DATE.test(range.from) || !ISO_DATE.test(range.to)) {
      setProblem(EXPORT_DATE_INVALID);
      return;
    }
    // YYYY-MM-DD compares as text.
    if (range.from > range.to) {
      setProblem(EXPORT_RANGE_ORDER);
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = await downloadBillingExport({ ...range, token });
    setBusy(false);
    if (!result.ok) setProblem(result.message ?? null);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invoice-export"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography id="invoice-export" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Invoices export
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ width: { sm: 220 } }}>
          <FormDateField
            control={control}
            name="from"
            label="From"
            min="2020-01-01"
            max="2100-12-31"
          />
        </Box>
        <Box sx={{ width: { sm: 220 } }}>
          <FormDateField control={control} name="to" label="To" min="2020-01-01" max="2100-12-31" />
        </Box>
        <Button
          type="submit"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 1 } }}
        >
          Download invoices (CSV)
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
