import { ACADEMY_NAME } from '@contract/constants';
import { createTestApp, type TestContext } from './helpers/testApp';
import { courseBySlug } from './helpers/shop';

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

describe('GET /learn/:courseId', () => {
  it('renders the local course player naming the course, everything escaped', async () => {
    const course = await courseBySlug(t, 'accent-neutralisation');
    await t.db.query(`UPDATE courses SET title = $2 WHERE id = $1`, [
      course.id,
      'Accent <script>alert(1)</script> & more',
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/learn/${course.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(
      '<h1>Accent &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h1>',
    );
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('stand-in for the external course site');
    expect(response.body).toContain(ACADEMY_NAME);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 404 for an unknown or malformed id, echoing it escaped', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/learn/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/learn/${encodeURIComponent('"><img src=x>')}`,
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain('&quot;&gt;&lt;img src=x&gt;');
    expect(malformed.body).not.toContain('<img src=x>');
  });
});
