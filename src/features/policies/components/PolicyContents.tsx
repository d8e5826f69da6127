import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PolicySection } from '../model/policyTypes';

/** 'On this page': a link to every section of the policy. */
export function PolicyContents({ sections }: { sections: PolicySection[] }) {
  return (
    <Box
      component="nav"
      aria-labelledby="policy-contents-heading"
      sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography
        id="policy-contents-heading"
        variant="overline"
        component="h2"
        sx={{ color: 'text.secondary', fontWeight: 700 }}
      >
        On this page
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider' }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.id} sx={{ pl: 2, py: 0.75 }}>
            <Link
              component={RouterLink}
              to={{ hash: section.id }}
              variant="body2"
              sx={{ color: 'text.primary' }}
            >
              {section.heading}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
