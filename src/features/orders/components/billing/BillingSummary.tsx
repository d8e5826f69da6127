import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BillingDetails } from '@contract/billing/billingDetails';
import { stateLabel } from '@contract/billing/states';

/** Who the invoice is made out to, in a few lines: name, state (code), and GSTIN if any. */
export function BillingSummary({ billing }: { billing: BillingDetails }) {
  return (
    <Box component="dl" aria-label="Billing details" sx={{ m: 0, '& dd': { m: 0, mb: 0.5 } }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        Billed to
      </Typography>
      <Typography component="dd" sx={{ fontWeight: 600 }}>
        {billing.legalName ? `${billing.legalName} (${billing.name})` : billing.name}
      </Typography>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        State or union territory
      </Typography>
      <Typography component="dd">{stateLabel(billing.stateCode)}</Typography>
      {billing.gstin && (
        <>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            GSTIN
          </Typography>
          <Typography component="dd" sx={{ fontFamily: 'monospace' }}>
            {billing.gstin}
          </Typography>
        </>
      )}
    </Box>
  );
}
