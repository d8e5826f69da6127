import { authHandlers } from './authHandlers';
import { cartHandlers } from './cartHandlers';
import { contactHandlers } from './contactHandlers';
import { coursesHandlers } from './coursesHandlers';
import { emailChangeHandlers } from './emailChangeHandlers';
import { learnHandlers } from './learnHandlers';
import { ordersHandlers } from './ordersHandlers';
import { reviewsHandlers } from './reviewsHandlers';
import { usersHandlers } from './usersHandlers';

export const handlers = [
  ...authHandlers,
  ...usersHandlers,
  ...emailChangeHandlers,
  ...coursesHandlers,
  ...reviewsHandlers,
  ...learnHandlers,
  ...cartHandlers,
  ...ordersHandlers,
  ...contactHandlers,
];
