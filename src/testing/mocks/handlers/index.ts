import { adminHandlers } from './admin';
import { authHandlers } from './authHandlers';
import { billingHandlers } from './billingHandlers';
import { cartHandlers } from './cartHandlers';
import { certificatesHandlers } from './certificatesHandlers';
import { contactHandlers } from './contactHandlers';
import { coursesHandlers } from './coursesHandlers';
import { emailChangeHandlers } from './emailChangeHandlers';
import { examHandlers } from './exam/examHandlers';
import { learnHandlers } from './learnHandlers';
import { markingHandlers } from './marking/markingHandlers';
import { notesHandlers } from './notesHandlers';
import { ordersHandlers } from './ordersHandlers';
import { refundHandlers } from './refundHandlers';
import { resultsHandlers } from './results/resultsHandlers';
import { reviewsHandlers } from './reviewsHandlers';
import { testsHandlers } from './testsHandlers';
import { usersHandlers } from './usersHandlers';

export const handlers = [
  ...authHandlers,
  ...billingHandlers,
  ...refundHandlers,
  ...usersHandlers,
  ...emailChangeHandlers,
  ...coursesHandlers,
  ...testsHandlers,
  ...notesHandlers,
  ...reviewsHandlers,
  ...learnHandlers,
  ...certificatesHandlers,
  ...cartHandlers,
  ...ordersHandlers,
  ...contactHandlers,
  ...adminHandlers,
  ...examHandlers,
  ...markingHandlers,
  ...resultsHandlers,
];
