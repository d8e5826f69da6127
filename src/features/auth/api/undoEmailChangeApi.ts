import { api } from '@/store/api/api';
import type { UndoEmailChangeResponse } from '@contract/types';

/** The link mailed to a replaced address: following it undoes the email change. */
export const undoEmailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Follows the mailed link once per visit (a query, like the confirmation link, so a re-render
     * never sends it twice). Works signed out; every session of the account ends with it.
     */
    undoEmailChange: build.query<UndoEmailChangeResponse, string>({
      query: (token) => ({
        url: `/auth/undo-email-change/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUndoEmailChangeQuery } = undoEmailChangeApi;
