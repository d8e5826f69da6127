import { CONTACT_RECEIVED } from '@contract/messages/contact';
import type { ContactRequest } from '@contract/types';
import { getErrorStatus } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { contactApi } from '../api/contactApi';

export const CONTACT_FAILURE_MESSAGE = 'There was an issue sending your message. Please try again.';
export const CONTACT_NETWORK_MESSAGE = 'An error occurred. Please try again later.';

export interface ContactOutcome {
  ok: boolean;
  message: string;
}

/**
 * Sends the contact form and says how it went: thanks for a success, the generic failure for any
 * answer that is not one, the network message when no answer came at all.
 */
export const sendContactMessage = createAppAsyncThunk(
  'contact/messageSent',
  async (body: ContactRequest, { dispatch }): Promise<ContactOutcome> => {
    const result = await dispatch(
      contactApi.endpoints.sendContactMessage.initiate(body, { track: false }),
    );
    if (!result.error) return { ok: true, message: CONTACT_RECEIVED };
    return getErrorStatus(result.error) === undefined
      ? { ok: false, message: CONTACT_NETWORK_MESSAGE }
      : { ok: false, message: CONTACT_FAILURE_MESSAGE };
  },
);
