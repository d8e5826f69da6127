import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { AttemptSection, ExamAttempt } from '@contract/examTypes';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useStartSectionMutation } from '../../api/examApi';
import { formatSeconds, secondsLeft, serverOffsetMs, spokenDuration } from '../../model/clock';
import { tabId } from '../../model/tabId';
import { RoomPage } from './RoomPage';
import { TimeRanOutNote } from './TimeRanOutNote';

/** Between sections: the next one's title and time, and Start (it starts by itself after the break). */
export function SectionIntro({
  attempt,
  section,
  instructions,
}: {
  attempt: ExamAttempt;
  section: AttemptSection;
  instructions?: string[];
}) {
  const [startSection, { isLoading, error }] = useStartSectionMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [offset] = useState(() => serverOffsetMs(attempt.serverNow, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => heading.current?.focus(), [section.id]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const startsIn = attempt.nextSectionStartsAt
    ? secondsLeft(attempt.nextSectionStartsAt, offset, now)
    : null;
  const done = attempt.sections.filter((s) => s.status === 'closed').length;
  return (
    <RoomPage>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {attempt.testName} · Section {done + 1} of {attempt.sections.length}
      </Typography>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: '2em', mt: 0.5, outline: 'none' }}
      >
        {section.title}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        Time: {spokenDuration(section.durationSeconds)} · {section.questionCount}{' '}
        {section.questionCount === 1 ? 'question' : 'questions'}
        {attempt.extraTimePercent > 0 ? ` (includes ${attempt.extraTimePercent}% extra time)` : ''}
      </Typography>
      {instructions?.map((line, index) => (
        <Typography key={index} sx={{ mt: 1 }}>
          {line}
        </Typography>
      ))}
      <TimeRanOutNote attempt={attempt} />
      {done > 0 ? (
        <Typography sx={{ mt: 2 }}>
          Your answers to the earlier {done === 1 ? 'section are' : 'sections are'} saved and handed
          in.
        </Typography>
      ) : null}
      {startsIn !== null ? (
        <Typography sx={{ mt: 2, fontWeight: 600 }}>
          {startsIn > 0
            ? `This section starts by itself in ${formatSeconds(startsIn)}, or when you press Start.`
            : 'This section is starting…'}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(error)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        disabled={isLoading}
        onClick={() =>
          void startSection({ attemptId: attempt.id, sectionId: section.id, tabId: tabId() })
        }
      >
        Start {section.title}
      </Button>
    </RoomPage>
  );
}
