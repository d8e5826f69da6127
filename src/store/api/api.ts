import { createApi } from '@reduxjs/toolkit/query/react';
import { reauthBaseQuery } from './reauthBaseQuery';
import { serverStateReceived } from './serverState';

export const TAG_TYPES = [
  'User',
  'ProfileStatus',
  'Cart',
  'Order',
  'OrderHistory',
  'SavedBilling',
  'PurchasedCourses',
  'LessonNotes',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one API slice: one cache, one middleware. Each feature injects its endpoints
 * (features/<x>/api/<x>Api.ts) so tags invalidate across features.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: reauthBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateReceived.match(action) ? (action.payload[reducerPath] as never) : undefined,
});
