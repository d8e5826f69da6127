import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contactUrl } from '@/config/env';
import { db } from '@/testing/mocks/db';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import ContactPage from './ContactPage';

const SUCCESS = "Thank you for contacting us! We'll get back to you soon.";
const FAILURE = 'There was an issue sending your message. Please try again.';
const NETWORK = 'An error occurred. Please try again later.';
const filled = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  subject: 'IELTS batch',
  message: 'When does the next batch start?',
};

async function openContact() {
  const view = renderWithProviders(<ContactPage />, { path: '/contactus' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 3000 });
  const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  const fill = async (values: Partial<typeof filled>) => {
    for (const [label, value] of [
      ['Name', values.name],
      ['Email', values.email],
      ['Subject', values.subject],
      ['Message', values.message],
    ] as const) {
      if (value) await view.user.type(field(label), value);
    }
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { ...view, field, fill, submit };
}

function expectCleared(field: (label: string) => HTMLInputElement) {
  for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
}

/** The toast (notistack) and the banner under the form heading both carry the outcome. */
async function expectOutcome(message: string, ok: boolean) {
  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent(ok ? 'Message sent' : 'Message not sent');
  expect(banner).toHaveTextContent(message);
  await waitFor(() =>
    expect(screen.getAllByRole('alert').some((toast) => toast.textContent?.includes(message))).toBe(
      true,
    ),
  );
}

// Load the lazily routed page once up front, so its first render does not count against findBy's wait.
beforeAll(() => import('./ContactPage'));

describe('ContactPage', () => {
  it('shows the hero, the four contact cards with the working hours and a call-to-action', async () => {
    await openContact();

    const cards = within(screen.getByRole('list', { name: 'Ways to reach us' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Email',
      'Phone',
      'Address',
      'Working hours',
    ]);
    expect(cards[3]).toHaveTextContent('Mon-Fri 9 AM-6 PM, Sat 10 AM-4 PM');
    expect(cards[2]).toHaveTextContent('India');
    expect(within(cards[0]).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: 'Explore Our Tests' })).toHaveAttribute(
      'href',
      '/tests',
    );
  });

  it('requires name, email and message, and sends nothing while they are missing', async () => {
    const log = recordRequests();
    const { submit, field } = await openContact();

    await submit();

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'false');
    expect(requestsTo(log, 'POST', '/contact')).toHaveLength(0);
  });

  it('rejects a malformed email and keeps what was typed', async () => {
    const log = recordRequests();
    const { fill, submit, field } = await openContact();

    await fill({ ...filled, email: 'meera@example' });
    await submit();

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue(filled.name);
    expect(field('Message')).toHaveValue(filled.message);
    expect(requestsTo(log, 'POST', '/contact')).toHaveLength(0);
  });

  it('sends the message, thanks the visitor with a toast and a banner, and clears the form', async () => {
    const log = recordRequests();
    const { fill, submit, field } = await openContact();

    await fill(filled);
    await submit();

    await expectOutcome(SUCCESS, true);
    expectCleared(field);
    const sent = requestsTo(log, 'POST', '/contact');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual(filled);
    expect(db.contactMessages).toEqual([filled]);
  });

  it('sends an empty subject, which is optional', async () => {
    const log = recordRequests();
    const { fill, submit } = await openContact();

    await fill({ ...filled, subject: '' });
    await submit();

    await expectOutcome(SUCCESS, true);
    expect(await requestsTo(log, 'POST', '/contact')[0]!.json()).toEqual({
      ...filled,
      subject: '',
    });
  });

  it('says so when the server refuses the message, and clears the form', async () => {
    server.use(
      http.post(contactUrl, () => HttpResponse.json({ message: 'Server down' }, { status: 500 })),
    );
    const { fill, submit, field } = await openContact();

    await fill(filled);
    await submit();

    await expectOutcome(FAILURE, false);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expectCleared(field);
  });

  it('says so when the network fails, and clears the form', async () => {
    server.use(http.post(contactUrl, () => HttpResponse.error()));
    const { fill, submit, field } = await openContact();

    await fill(filled);
    await submit();

    await expectOutcome(NETWORK, false);
    expectCleared(field);
  });

  it('disables the button with a spinner while the message is on its way', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(contactUrl, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { fill, submit } = await openContact();

    await fill(filled);
    await submit();

    const sending = await screen.findByRole('button', { name: /Sending/ });
    expect(sending).toBeDisabled();
    expect(within(sending).getByRole('progressbar')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expectOutcome(SUCCESS, true);
  });
});
