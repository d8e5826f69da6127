import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SECTION_TITLE_REQUIRED } from '@contract/messages/admin';
import type { AdminCourse } from '@contract/types';
import { useCreateSectionMutation, useOrderSectionsMutation } from '../../api/curriculumApi';
import { useResultToast } from '../../model/useResultToast';
import { moved } from './MoveButtons';
import { SectionCard } from './SectionCard';
import { TitleForm } from './TitleForm';

/** The course's sections and lessons: add, rename, reorder, delete, upload videos. */
export function CurriculumEditor({ course }: { course: AdminCourse }) {
  const [createSection, creating] = useCreateSectionMutation();
  const [orderSections] = useOrderSectionsMutation();
  const report = useResultToast();
  const courseId = course.id;
  const ids = course.sections.map((section) => section.id);
  const moveSection = (from: number, to: number) =>
    void orderSections({ courseId, ids: moved(ids, from, to) }).then(report);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Sections and lessons
      </Typography>
      {course.sections.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          No sections yet: add the first one.
        </Typography>
      )}
      {course.sections.map((section, index) => (
        <SectionCard
          key={section.id}
          courseId={courseId}
          section={section}
          index={index}
          count={course.sections.length}
          onMove={moveSection}
        />
      ))}
      <TitleForm
        label="New section title"
        submitLabel="Add section"
        requiredMessage={SECTION_TITLE_REQUIRED}
        busy={creating.isLoading}
        onSubmit={async (title) => report(await createSection({ courseId, title }))}
      />
    </Stack>
  );
}
