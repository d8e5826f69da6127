import { contactUrl } from '@/config/env';
import type { ContactRequest } from '@/shared/apiTypes';

export const CONTACT_SUCCESS_MESSAGE = "Thank you for contacting us! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = 'There was an issue sending your message. Please try again.';
export const CONTACT_NETWORK_MESSAGE = 'An error occurred. Please try again later.';

export type ContactOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * The contact call: a plain JSON POST to the product's own host (spec section 7), outside the API
 * client. Any non-success answer is the generic failure; no answer at all is the network one.
 */
export async function sendContactMessage(body: ContactRequest): Promise<ContactOutcome> {
  try {
    const response = await fetch(contactUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok
      ? { ok: true, message: CONTACT_SUCCESS_MESSAGE }
      : { ok: false, message: CONTACT_FAILURE_MESSAGE };
  } catch {
    return { ok: false, message: CONTACT_NETWORK_MESSAGE };
  }
}
