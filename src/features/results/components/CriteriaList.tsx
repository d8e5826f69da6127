import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SkillResult } from '@contract/examTypes';
import type { ScoringScheme } from '@contract/exams/catalogue';
import { scoreText } from '@contract/exams/scoreText';
import { visuallyHidden } from '@/lib/visuallyHidden';

type Criterion = SkillResult['units'][number]['criteria'][number];

/** Each criterion: its band, what a response at that band looks like, and the evaluator's comment. */
export function CriteriaList({
  scheme,
  criteria,
}: {
  scheme: ScoringScheme;
  criteria: Criterion[];
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {criteria.map((criterion) => (
        <Box
          component="li"
          key={criterion.criterionId}
          sx={{
            display: 'grid',
            gridTemplateColumns: '56px 1fr',
            gap: 1.5,
            py: 1.25,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            component="span"
            aria-hidden="true"
            sx={{ fontSize: '1.4rem', fontWeight: 800, color: 'primary.main', textAlign: 'center' }}
          >
            {scheme === 'ielts' ? scoreText(scheme, criterion.score) : criterion.score}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {criterion.name}
              <Box component="span" sx={visuallyHidden}>
                {`: ${scheme === 'ielts' ? 'band ' : ''}${scheme === 'ielts' ? scoreText(scheme, criterion.score) : `${criterion.score} of 5`}`}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {criterion.descriptor}
            </Typography>
            {criterion.comment && <Typography sx={{ mt: 0.5 }}>{criterion.comment}</Typography>}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
