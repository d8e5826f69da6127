import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamAttempt } from '@contract/examTypes';
import { paths } from '@/config/paths';
import { RoomPage } from './RoomPage';
import { TimeRanOutNote } from './TimeRanOutNote';

/** After the last section: the test is in, and what happens next. */
export function EndScreen({ attempt }: { attempt: ExamAttempt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const expert = attempt.sections.some(
    (s) => s.skill === 'writing' || s.skill === 'speaking' || s.skill === 'workplace',
  );
  return (
    <RoomPage>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: '2em', outline: 'none' }}
      >
        Your test has been submitted
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {attempt.testName}, candidate number {attempt.candidateNumber}.
      </Typography>
      <TimeRanOutNote attempt={attempt} />
      <Typography component="h2" sx={{ mt: 3, fontWeight: 700 }}>
        What happens next
      </Typography>
      <Typography component="ul" sx={{ pl: 2.5 }}>
        <li>
          Listening, reading and the other objective sections are marked now: a provisional result
          shows on your Tests tab.
        </li>
        {expert ? (
          <li>
            Your writing and speaking go to our expert evaluators, who mark them without seeing your
            name. Expect your final results within 48 hours.
          </li>
        ) : null}
        <li>We will email you when your results are ready, with a score report you can share.</li>
      </Typography>
      <Button component={RouterLink} to={paths.dashboardTests} variant="contained" sx={{ mt: 3 }}>
        Go to my tests
      </Button>
    </RoomPage>
  );
}
