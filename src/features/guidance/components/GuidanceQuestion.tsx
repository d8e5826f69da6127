import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import type { GuidanceStep } from '../model/guidanceEngine';

interface GuidanceQuestionProps {
  step: GuidanceStep;
  number: number;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (optionIndex: number) => void;
  onBack?: () => void;
}

export function GuidanceQuestion({
  step,
  number,
  headingRef,
  onAnswer,
  onBack,
}: GuidanceQuestionProps) {
  const headingId = useId();
  return (
    <Stack spacing={2} role="group" aria-labelledby={headingId}>
      <Typography
        variant="overline"
        sx={{ color: 'secondary.dark', fontWeight: 700, lineHeight: 1 }}
      >
        Question {number}
      </Typography>
      <Typography
        id={headingId}
        variant="h3"
        ref={headingRef}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {step.question}
      </Typography>
      <Stack spacing={1.25}>
        {step.options.map((option, index) => (
          <Button
            key={option.label}
            variant="outlined"
            size="large"
            endIcon={<ArrowForwardIcon />}
            onClick={() => onAnswer(index)}
            sx={{
              justifyContent: 'space-between',
              textAlign: 'left',
              py: 1.5,
              px: 2.5,
              bgcolor: 'background.paper',
            }}
          >
            {option.label}
          </Button>
        ))}
      </Stack>
      {onBack && (
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          Back
        </Button>
      )}
    </Stack>
  );
}
