import { http, HttpResponse } from 'msw';
import { contactUrl } from '@/config/env';
import type { ContactRequest } from '@contract/types';
import { recordRequests } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createTestStore } from '@/testing/storeTestUtils';
import { sendContactMessage as sendContactMessageThunk } from './sendContactMessage';

/** The contact call as the form makes it, through a fresh store. */
const sendContactMessage = (body: ContactRequest) =>
  createTestStore().store.dispatch(sendContactMessageThunk(body)).unwrap();

const message = {
  name: 'Meera',
  email: 'meera@example.com',
  subject: 'IELTS',
  message: 'When is the next batch?',
};

describe('sendContactMessage', () => {
  it('POSTs JSON to /contact on the site origin, not under the API base', async () => {
    const log = recordRequests();

    const outcome = await sendContactMessage(message);

    expect(outcome).toEqual({
      ok: true,
      message: "Thank you for contacting us! We'll get back to you soon.",
    });
    expect(contactUrl).toBe('http://localhost/contact');
    expect(log[0]!.path).toBe('/contact');
    expect(log[0]!.headers.get('content-type')).toBe('application/json');
    expect(await log[0]!.json()).toEqual(message);
  });

  it('reports the generic failure for any non-success answer', async () => {
    server.use(
      http.post(contactUrl, () => HttpResponse.json({ message: 'nope' }, { status: 400 })),
    );
    expect(await sendContactMessage(message)).toEqual({
      ok: false,
      message: 'There was an issue sending your message. Please try again.',
    });
  });

  it('reports the network failure when there is no answer', async () => {
    server.use(http.post(contactUrl, () => HttpResponse.error()));
    expect(await sendContactMessage(message)).toEqual({
      ok: false,
      message: 'An error occurred. Please try again later.',
    });
  });
});
