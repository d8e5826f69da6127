// Texts and limits of the Courses page: its heading, empty and error messages, placeholder count.
export const COURSES_HEADING = 'Explore Our Courses';
export const NO_COURSES_MESSAGE = 'No courses available at the moment. Please check back later!';
export const COURSES_LOAD_ERROR =
  "We couldn't load the courses just now. Please check your connection and try again.";
export const COURSE_SHIMMER_COUNT = 3;
