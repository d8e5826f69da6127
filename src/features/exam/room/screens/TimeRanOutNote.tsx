import Typography from '@mui/material/Typography';
import type { ExamAttempt } from '@contract/examTypes';

/**
 * After the clock closed a section, the next screen (the next section's intro, or the end) says
 * so: the "Time is up" notice has gone, and the room moved on without the candidate's word.
 */
export function TimeRanOutNote({ attempt }: { attempt: ExamAttempt }) {
  // Sections run in order: the last closed one is the one closed last.
  const last = attempt.sections.filter((section) => section.status === 'closed').at(-1);
  if (last?.closedBy !== 'time') return null;
  return <Typography sx={{ mt: 2, fontWeight: 600 }}>Time ran out for {last.title}.</Typography>;
}
