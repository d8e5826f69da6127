// Every seeded course's content, keyed by the course's slug in ../../courses.ts.
import type { CourseContent } from '../types';
import { businessCourses } from './business';
import { customerSupportCourses } from './customerSupport';
import { grammarCourses } from './grammar';
import { ieltsCourses } from './ielts';
import { interviewCourses } from './interviews';
import { speakingCourses } from './speaking';
import { testsAndAbroadCourses } from './testsAndAbroad';

export const courseContent: Record<string, CourseContent> = {
  ...ieltsCourses,
  ...testsAndAbroadCourses,
  ...speakingCourses,
  ...customerSupportCourses,
  ...businessCourses,
  ...interviewCourses,
  ...grammarCourses,
};
