import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LESSON_TITLE_REQUIRED } from '@contract/messages/admin';
import { useCreateLessonMutation } from '../../api/curriculumApi';
import { useResultToast } from '../../model/useResultToast';
import { TitleForm } from './TitleForm';

type Kind = 'video' | 'article';

/** Adds a lesson (a video or an article) at the end of a section. */
export function AddLessonForm({ courseId, sectionId }: { courseId: string; sectionId: string }) {
  const [kind, setKind] = useState<Kind>('video');
  const [create, { isLoading }] = useCreateLessonMutation();
  const report = useResultToast();
  const add = async (title: string) =>
    report(
      await create({
        courseId,
        sectionId,
        title,
        kind,
        durationSeconds: 0,
        preview: false,
        articleHtml: '',
      }),
    );
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <RadioGroup
        row
        aria-label="New lesson's kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as Kind)}
      >
        <FormControlLabel value="video" control={<Radio size="small" />} label="Video" />
        <FormControlLabel value="article" control={<Radio size="small" />} label="Article" />
      </RadioGroup>
      <TitleForm
        label="New lesson title"
        submitLabel="Add lesson"
        requiredMessage={LESSON_TITLE_REQUIRED}
        busy={isLoading}
        onSubmit={add}
      />
    </Stack>
  );
}
