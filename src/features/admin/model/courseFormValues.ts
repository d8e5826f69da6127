import type { AdminCourse, CreateCourseRequest } from '@contract/types';

/** The course form's values: exactly the create request (update adds the version). */
export type CourseFormState = CreateCourseRequest;

export const emptyCourse: CourseFormState = {
  title: '',
  slug: '',
  subtitle: '',
  price: 0,
  description: '',
  level: 'all levels',
  language: 'English',
  category: '',
  instructorId: null,
  outcomes: [],
  requirements: [],
};

/** The form's values from a course as the API answered it. */
export function fromCourse(course: AdminCourse): CourseFormState {
  return {
    title: course.title,
    slug: course.slug,
    subtitle: course.subtitle,
    price: course.price,
    description: course.description,
    level: course.level,
    language: course.language as CourseFormState['language'],
    category: course.category as CourseFormState['category'],
    instructorId: course.instructorId,
    outcomes: course.outcomes,
    requirements: course.requirements,
  };
}
