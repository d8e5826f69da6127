import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ScoringScheme } from '@contract/exams/catalogue';
import type { RubricCriterion } from '@contract/exams/rubrics';

/** The descriptor level nearest a mark (a tie goes to the lower level), as the results show it. */
export function nearestLevel(criterion: RubricCriterion, score: number): number | undefined {
  return [...criterion.descriptors].sort(
    (a, b) => Math.abs(a.level - score) - Math.abs(b.level - score) || a.level - b.level,
  )[0]?.level;
}

/**
 * The criterion's band descriptors beside its mark: the level nearest the mark given, and every
 * level on request (levels between them are judged between their neighbours).
 */
export function Descriptors({
  criterion,
  score,
  scheme,
}: {
  criterion: RubricCriterion;
  score: number | null;
  scheme: ScoringScheme;
}) {
  const [all, setAll] = useState(false);
  const nearest = score === null ? undefined : nearestLevel(criterion, score);
  const shown = all
    ? criterion.descriptors
    : criterion.descriptors.filter((d) => d.level === nearest);
  const unit = scheme === 'ielts' ? 'Band' : 'Level';
  return (
    <Box>
      {shown.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Choose a mark to see its descriptor.
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {shown.map((descriptor) => (
          <Box
            key={descriptor.level}
            sx={{
              display: 'flex',
              gap: 1,
              py: 0.25,
              px: 0.75,
              borderRadius: 1,
              bgcolor: descriptor.level === nearest ? 'rgba(25, 118, 210, 0.08)' : undefined,
            }}
          >
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700, minWidth: 56 }}>
              {unit} {descriptor.level}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {descriptor.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="button"
        type="button"
        onClick={() => setAll((value) => !value)}
        aria-expanded={all}
        sx={{
          border: 0,
          bgcolor: 'transparent',
          color: 'primary.main',
          textDecoration: 'underline',
          cursor: 'pointer',
          font: 'inherit',
          fontSize: '0.8125rem',
          p: 0,
          mt: 0.5,
        }}
      >
        {all ? 'Show only the nearest descriptor' : `All descriptors of ${criterion.name}`}
      </Box>
    </Box>
  );
}
