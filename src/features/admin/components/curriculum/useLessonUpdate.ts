import type { AdminLesson, UpdateLessonRequest } from '@contract/types';
import { useUpdateLessonMutation } from '../../api/curriculumApi';
import { useResultToast } from '../../model/useResultToast';

/** Saves some of a lesson's fields with the rest as they are (and the version they were read at). */
export function useLessonUpdate(courseId: string, lesson: AdminLesson) {
  const [update, state] = useUpdateLessonMutation();
  const report = useResultToast();
  const save = async (changes: Partial<UpdateLessonRequest>) => {
    const { id: lessonId, title, kind, durationSeconds, preview, articleHtml, version } = lesson;
    const body = { title, kind, durationSeconds, preview, articleHtml, version, ...changes };
    return report(await update({ courseId, lessonId, ...body }));
  };
  return { save, busy: state.isLoading };
}
