import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { overallLabel, scoreText } from '@contract/exams/scoreText';

/** The overall band (IELTS) or score with its CEFR level (mastery), once every part is marked. */
export function OverallResult({ result }: { result: ExamResult }) {
  const label = overallLabel(result.scheme);
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        p: { xs: 2, md: 3 },
        mb: 3,
        borderRadius: 2,
        bgcolor: result.overall === null ? 'grey.100' : 'primary.main',
        color: result.overall === null ? 'text.primary' : 'primary.contrastText',
        display: 'flex',
        alignItems: 'baseline',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {label}
      </Typography>
      {result.overall === null ? (
        <Typography>Given when every part is marked.</Typography>
      ) : (
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2.5rem', md: '3rem' }, fontWeight: 800, lineHeight: 1 }}
        >
          {scoreText(result.scheme, result.overall, result.cefr)}
        </Typography>
      )}
    </Box>
  );
}
