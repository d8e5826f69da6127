import { contactUrl } from '@/config/env';
import type { ContactRequest } from '@contract/types';
import { api } from '@/store/api/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A JSON POST to /contact on the site's own host (an absolute URL, so not under the API base).
     * Only the status matters; the answer's body is read as text and never parsed.
     */
    sendContactMessage: build.mutation<unknown, ContactRequest>({
      query: (body) => ({ url: contactUrl, method: 'POST', body, responseHandler: 'text' }),
    }),
  }),
});
