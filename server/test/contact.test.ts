import { createTestApp, type TestContext } from './helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = (payload: object) => t.app.inject({ method: 'POST', url: '/contact', payload });

describe('POST /contact', () => {
  it('stores the message and mails it to the academy, replying to the sender', async () => {
    const payload = {
      name: 'Rahul',
      email: 'rahul@example.in',
      subject: 'Batch timings',
      message: 'Is there a <b>weekend</b> batch?',
    };
    const response = await contact(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you for contacting us! We'll get back to you soon.",
    });
    const stored = await t.db.query('SELECT name, email, subject, message FROM contact_messages');
    expect(stored.rows).toEqual([payload]);
    await t.app.tasks.idle();
    const [mail] = t.mail.to('academy@localhost');
    expect(mail).toMatchObject({
      replyTo: 'rahul@example.in',
      subject: 'Contact form: Batch timings',
    });
    expect(mail.text).toContain('Is there a <b>weekend</b> batch?');
    expect(mail.html).toContain('Is there a &lt;b&gt;weekend&lt;/b&gt; batch?');
  });

  it('acknowledges the message to its sender, repeating nothing they typed', async () => {
    const response = await contact({
      name: 'Anita',
      email: 'anita@example.in',
      subject: 'Refund question',
      message: 'Visit cheap-pills.example now',
    });
    expect(response.statusCode).toBe(201);
    await t.app.tasks.idle();
    const [ack] = t.mail.to('anita@example.in');
    expect(ack!.subject).toBe('We have received your message - Vaani Academy');
    expect(ack!.text).toContain(
      'We have received your message and will reply to this address soon.',
    );
    for (const typed of ['Anita', 'Refund question', 'cheap-pills'])
      expect(`${ack!.text}${ack!.html}`).not.toContain(typed);
  });

  it.each([
    [{ email: 'a@b.co', message: 'hi' }, 'Name is required.'],
    [{ name: 'A', message: 'hi' }, 'Email is required.'],
    [{ name: 'A', email: 'a@b', message: 'hi' }, 'Please enter a valid email address.'],
    [{ name: 'A', email: 'a@b.co', message: '   ' }, 'Message is required.'],
  ])('refuses %j with the shared message', async (payload, message) => {
    const response = await contact(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('accepts a missing subject', async () => {
    expect((await contact({ name: 'A', email: 'a@b.co', message: 'hello' })).statusCode).toBe(201);
  });
});
