// Texts and limits of the learner's dashboard: headings, placeholder count, fallback picture.
export const MY_COURSES_HEADING = 'My Courses';
export const MY_TESTS_HEADING = 'Coming Soon!';
export const PURCHASED_SHIMMER_COUNT = 4;
export const COURSE_IMAGE_FALLBACK = '/images/commerce/course-placeholder.svg';
/** One hidden "opens in a new tab" sentence that every Watch Now link points to. */
export const NEW_TAB_HINT_ID = 'watch-now-new-tab';
