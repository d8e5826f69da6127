import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GST_RATE_PERCENT } from '@contract/billing/limits';
import type { OrderTax } from '@contract/types';
import { formatRupeesFromPaise } from '@/lib/format';

const HALF_RATE = GST_RATE_PERCENT / 2;

/** The heads of the tax with their rates: CGST + SGST (or UTGST) within the state, else IGST. */
export function taxHeads(tax: OrderTax): { label: string; paise: number }[] {
  if (tax.supplyType === 'inter-state')
    return [{ label: `IGST ${GST_RATE_PERCENT} %`, paise: tax.igstPaise }];
  return [
    { label: `CGST ${HALF_RATE} %`, paise: tax.cgstPaise },
    { label: `${tax.stateTaxHead} ${HALF_RATE} %`, paise: tax.sgstPaise },
  ];
}

/** "Includes Rs. 76.12 GST" and its breakup, under an order's total (amounts in paise). */
export function TaxBreakup({ tax }: { tax: OrderTax }) {
  return (
    <Box sx={{ textAlign: 'right', mt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {`Includes ${formatRupeesFromPaise(tax.taxPaise)} GST`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {taxHeads(tax)
          .map((head) => `${head.label} ${formatRupeesFromPaise(head.paise)}`)
          .join(' + ')}
      </Typography>
    </Box>
  );
}
