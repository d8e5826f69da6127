import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectToken } from '@/store/auth/authSlice';
import { downloadBillingExport } from '../../model/downloadBillingExport';

export const EXPORT_RANGE_ORDER = 'The “from” date must not be after the “to” date.';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The current month: its first day to its last. */
export function currentMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: ymd(first), to: ymd(last) };
}

/** Invoices and credit notes of a date range as CSV (for GSTR-1); the current month by default. */
export function InvoiceExportForm() {
  const token = useAppSelector(selectToken);
  const [range, setRange] = useState(currentMonth);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // YYYY-MM-DD compares as text.
    if (range.from && range.to && range.from > range.to) {
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
        onSubmit={(event) => void submit(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="date"
          size="small"
          label="From"
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={range.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
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
