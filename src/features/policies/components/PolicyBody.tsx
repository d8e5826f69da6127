import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PolicyDocument } from '../model/policyTypes';
import { useScrollToHash } from '../model/useScrollToHash';
import { PolicyContents } from './PolicyContents';
import { PolicySectionView } from './PolicySectionView';
import { RelatedPolicies } from './RelatedPolicies';

/** A policy's text beside its contents; lands on the #section the address names. */
export function PolicyBody({ policy, path }: { policy: PolicyDocument; path: string }) {
  useScrollToHash();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <PolicyContents sections={policy.sections} />
        <Box component="article" sx={{ maxWidth: 760, minWidth: 0 }}>
          <Typography sx={{ fontSize: '1.15rem', mb: 5, color: 'text.secondary', lineHeight: 1.7 }}>
            {policy.intro}
          </Typography>
          {policy.sections.map((section) => (
            <PolicySectionView key={section.id} section={section} />
          ))}
          <RelatedPolicies current={path} />
        </Box>
      </Box>
    </Container>
  );
}
