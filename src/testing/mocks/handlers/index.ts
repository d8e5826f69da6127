import { adminHandlers } from './admin';
import { authHandlers } from './authHandlers';
import { cartHandlers } from './cartHandlers';
import { certificatesHandlers } from './certificatesHandlers';
import { contactHandlers } from './contactHandlers';
import { coursesHandlers } from './coursesHandlers';
import { emailChangeHandlers } from './emailChangeHandlers';
import { learnHandlers } from './learnHandlers';
import { notesHandlers } from './notesHandlers';
import { ordersHandlers } from './ordersHandlers';
import { reviewsHandlers } from './reviewsHandlers';
import { usersHandlers } from './usersHandlers';

export const handlers = [
  ...authHandlers,
  ...usersHandlers,
  ...emailChangeHandlers,
  ...coursesHandlers,
  ...notesHandlers,
  ...reviewsHandlers,
  ...learnHandlers,
  ...certificatesHandlers,
  ...cartHandlers,
  ...ordersHandlers,
  ...contactHandlers,
  ...adminHandlers,
];
