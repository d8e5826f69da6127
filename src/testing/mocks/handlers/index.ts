import { authHandlers } from './authHandlers';
import { cartHandlers } from './cartHandlers';
import { contactHandlers } from './contactHandlers';
import { coursesHandlers } from './coursesHandlers';
import { ordersHandlers } from './ordersHandlers';
import { usersHandlers } from './usersHandlers';

export const handlers = [
  ...authHandlers,
  ...usersHandlers,
  ...coursesHandlers,
  ...cartHandlers,
  ...ordersHandlers,
  ...contactHandlers,
];
