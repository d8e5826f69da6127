import FlagIcon from '@mui/icons-material/FlagOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { MISSION, VISION } from '../data/aboutContent';
import { StatementCard } from './StatementCard';

export function MissionVisionSection() {
  return (
    <Box component="section" aria-label="Mission and vision" sx={{ pb: { xs: 6, md: 10 } }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <StatementCard title="Our Mission" text={MISSION} Icon={FlagIcon} tone="primary" />
        <StatementCard title="Our Vision" text={VISION} Icon={VisibilityIcon} tone="secondary" />
      </Container>
    </Box>
  );
}
