import { createAction } from '@reduxjs/toolkit';

/** The id of the JSON script in a server-rendered page that holds the API answers it shows. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The API answers a server-rendered page was drawn from, handed to the browser's store before its
 * first render so that render matches the page (api.ts takes them back with
 * extractRehydrationInfo).
 */
export const serverStateReceived = createAction<Record<string, unknown>>('app/serverStateReceived');
