import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const POLICIES = [
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Shipping Policy', to: paths.shippingPolicy },
  { label: 'Refund Policy', to: paths.refund },
];

/** Links to the other policies; `current` is the page's own path. */
export function RelatedPolicies({ current }: { current: string }) {
  return (
    <Stack
      component="nav"
      aria-label="Other policies"
      spacing={1}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        Related policies
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {POLICIES.filter(
          (policy) => !policy.to.startsWith(`${current}#`) && policy.to !== current,
        ).map((policy) => (
          <Link key={policy.to} component={RouterLink} to={policy.to}>
            {policy.label}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
