import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { Recommendation } from '../model/guidanceEngine';
import { RecommendationCard } from './RecommendationCard';

interface GuidanceRecommendationsProps {
  recommendations: Recommendation[];
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
  onBack: () => void;
}

export function GuidanceRecommendations({
  recommendations,
  headingRef,
  onRestart,
  onBack,
}: GuidanceRecommendationsProps) {
  return (
    <Stack spacing={2.5}>
      <Typography variant="h3" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        Our recommendations for you
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {recommendations.map((item) => (
          <RecommendationCard key={item.name} recommendation={item} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRestart}>
          Discover More
        </Button>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back
        </Button>
      </Stack>
    </Stack>
  );
}
