import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminTest } from '@contract/examTypes';
import { dateOnly } from '../../model/adminFormat';
import { FormUploadButton } from './FormUploadButton';
import { TestSaleForm } from './TestSaleForm';

/** One test in the console: its sale and price, its sales, and its form versions. */
export function AdminTestCard({ test }: { test: AdminTest }) {
  const headingId = `admin-test-${test.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mr: 'auto' }}>
              {test.name}
            </Typography>
            <Chip
              size="small"
              label={test.onSale ? 'Selling' : 'Shown as coming soon'}
              color={test.onSale ? 'success' : 'default'}
            />
            <Chip size="small" variant="outlined" label={`${test.sold} sold`} />
          </Stack>
          <TestSaleForm test={test} />
          <Divider />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h3" sx={{ fontSize: '1rem' }}>
              Form versions
            </Typography>
            <FormUploadButton testId={test.id} testName={test.name} />
          </Stack>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {test.forms.map((form) => (
              <Typography component="li" variant="body2" key={form.id}>
                {`${form.formId} v${form.version} · ${form.questionCount} questions · ${form.attempts} attempts · uploaded ${dateOnly(form.uploadedAt)}`}
                {form.active && <Chip size="small" color="primary" label="Active" sx={{ ml: 1 }} />}
              </Typography>
            ))}
            {test.forms.length === 0 && (
              <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
                No form yet: upload one before putting the test on sale.
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
