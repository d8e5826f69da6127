import type {
  AdminReviewResponse,
  ContactMessage,
  ContactMessageResponse,
  ReviewsPage,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { adminCall, auditOf, signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

let t: TestContext;
let staff: SignedIn;
let api: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'staff');
  api = adminCall(t, staff);
});
afterAll(() => t.close());

describe('contact messages', () => {
  const send = (email: string, subject: string) =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: 'Ravi Kumar', email, subject, message: 'Is there a weekend batch?' },
    });

  it('lists new messages, replies by mail through the outbox (answered), closes and reopens', async () => {
    const email = 'ravi.kumar@example.com';
    expect((await send(email, 'Weekend batch')).statusCode).toBe(201);
    const list = (await api.get('/messages?status=new&q=weekend')).json<{
      rows: { id: string }[];
      total: number;
    }>();
    expect(list.total).toBe(1);
    const id = list.rows[0]!.id;
    const one = (await api.get(`/messages/${id}`)).json<{ contactMessage: ContactMessage }>();
    expect(one.contactMessage).toMatchObject({
      status: 'new',
      message: 'Is there a weekend batch?',
    });

    const empty = await api.post(`/messages/${id}/reply`, { text: '  ' });
    expect(empty.json()).toMatchObject({ message: m.REPLY_REQUIRED });

    const reply = await api.post(`/messages/${id}/reply`, { text: 'Yes: Saturdays at 10.' });
    expect(reply.statusCode).toBe(200);
    const answered = reply.json<ContactMessageResponse>().contactMessage;
    expect(answered).toMatchObject({
      status: 'answered',
      replies: [{ text: 'Yes: Saturdays at 10.', authorEmail: staff.user.email }],
    });
    await t.app.tasks.idle();
    const mail = t.mail.to(email).at(-1);
    expect(mail?.subject).toContain('Re: Weekend batch');
    expect(mail?.text).toContain('Yes: Saturdays at 10.');

    const closed = await api.post(`/messages/${id}/close`);
    expect(closed.json<ContactMessageResponse>().contactMessage.status).toBe('closed');
    const reopened = await api.post(`/messages/${id}/reopen`);
    expect(reopened.json<ContactMessageResponse>().contactMessage.status).toBe('answered');
    const actions = (await auditOf(t, 'contact-message', id)).map((entry) => entry.action);
    expect(actions).toEqual(['message.reopen', 'message.close', 'message.reply']);
    const [, , replied] = await auditOf(t, 'contact-message', id);
    expect(replied!.after).toMatchObject({ status: 'answered', reply: 'Yes: Saturdays at 10.' });
  });
});

describe('reviews', () => {
  it('hides a review from the public list and the rating, and restores it', async () => {
    const { rows } = await t.db.query<{ id: string; slug: string; course_id: string }>(
      `SELECT r.id, c.slug, r.course_id FROM course_reviews r JOIN courses c ON c.id = r.course_id
       ORDER BY r.created_at LIMIT 1`,
    );
    const review = rows[0]!;
    const publicPage = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/courses/${review.slug}/reviews` })
      ).json<ReviewsPage>();
    const stored = async () =>
      (
        await t.db.query<{ rating_count: number }>(
          'SELECT rating_count FROM courses WHERE id = $1',
          [review.course_id],
        )
      ).rows[0]!.rating_count;
    const before = await publicPage();
    const countBefore = await stored();

    const hidden = await api.post(`/reviews/${review.id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<AdminReviewResponse>().review.hiddenAt).not.toBeNull();
    const after = await publicPage();
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.reviews.map((r) => r.id)).not.toContain(review.id);
    expect(await stored()).toBe(countBefore - 1);
    const listed = await api.get(`/reviews?hidden=true&courseId=${review.course_id}`);
    expect(listed.json()).toMatchObject({ total: 1, rows: [{ id: review.id }] });

    await api.post(`/reviews/${review.id}/restore`);
    expect((await publicPage()).summary.count).toBe(before.summary.count);
    expect(await stored()).toBe(countBefore);
    const actions = (await auditOf(t, 'review', review.id)).map((entry) => entry.action);
    expect(actions).toEqual(['review.restore', 'review.hide']);
  });

  it('filters by rating and sorts', async () => {
    const five = await api.get('/reviews?rating=5&sort=-createdAt&pageSize=5');
    expect(five.statusCode).toBe(200);
    const body = five.json<{ rows: { rating: number }[]; total: number }>();
    expect(body.rows.every((row) => row.rating === 5)).toBe(true);
    expect(body.rows.length).toBeLessThanOrEqual(5);
  });
});
