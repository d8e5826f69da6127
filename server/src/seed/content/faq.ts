// Questions answered on every course page: the text lives in the contract, which the SPA shows.
export { COURSE_FAQ as courseFaq } from '@contract/content/courseFaq';
