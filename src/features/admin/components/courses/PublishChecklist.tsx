import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AdminCourse } from '@contract/types';
import { publishProblems } from '@contract/validation/publishReadiness';

export const PUBLISH_CHECKLIST_ID = 'publish-checklist';

/** A draft course's list of what it still needs before Publish (the server's own rule). */
export function PublishChecklist({ course }: { course: AdminCourse }) {
  if (course.published) return null;
  const problems = publishProblems(course.sections);
  if (problems.length === 0) return null;
  return (
    <Alert severity="info" id={PUBLISH_CHECKLIST_ID}>
      <AlertTitle>Before this course can be published</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
