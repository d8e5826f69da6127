import type { AdminOverview, AuditPage } from '@contract/types';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { adminCall, grantPurchase, signInAs } from '../helpers/staff';
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

describe('audit log', () => {
  it('lists entries newest first, filtered by entity, actor and action', async () => {
    for (const code of ['AUDIT1', 'AUDIT2'])
      await api.post('/coupons', { code, kind: 'flat', amount: 10, minOrder: 0 });
    await api.post('/coupons/AUDIT1/disable');
    const all = (await api.get('/audit?entity=coupon')).json<AuditPage>();
    expect(all.rows.map((row) => [row.action, row.entityId])).toEqual([
      ['coupon.disable', 'AUDIT1'],
      ['coupon.create', 'AUDIT2'],
      ['coupon.create', 'AUDIT1'],
    ]);
    expect(all.rows[0]).toMatchObject({
      actorId: staff.user.id,
      actorEmail: staff.user.email,
      before: { disabledAt: null },
    });
    const byAction = (await api.get('/audit?action=coupon.create')).json<AuditPage>();
    expect(byAction.total).toBe(2);
    const byPrefix = (await api.get('/audit?action=coupon.&pageSize=1')).json<AuditPage>();
    expect(byPrefix).toMatchObject({ total: 3, rows: [{ action: 'coupon.disable' }] });
    const byActor = (await api.get(`/audit?actor=${staff.user.id}`)).json<AuditPage>();
    expect(byActor.total).toBe(3);
    expect((await api.get('/audit?actor=nobody@example.com')).json<AuditPage>().total).toBe(0);
    expect((await api.get('/audit?q=audit2')).json<AuditPage>().total).toBe(1);
  });

  it('names what each entry changed, with the console page that opens it', async () => {
    const learner = await signInAs(t, 'learner');
    const created = await api.post('/courses', {
      title: 'Telephone English',
      slug: `telephone-english-${Date.now()}`,
      subtitle: 'Calls',
      price: 499,
      description: '<p>Calls.</p>',
      level: 'beginner',
      language: 'English',
      category: 'Business English',
      instructorId: null,
      outcomes: [],
      requirements: [],
    });
    const courseId = created.json<{ course: { id: string } }>().course.id;
    const section = (await api.post(`/courses/${courseId}/sections`, { title: 'Calls' })).json<{
      section: { id: string };
    }>().section;
    const lesson = await api.post(`/courses/${courseId}/sections/${section.id}/lessons`, {
      title: 'Answering',
      kind: 'article',
      articleHtml: '<p>Hello?</p>',
    });
    const lessonId = lesson.json<{ lesson: { id: string } }>().lesson.id;
    await api.delete(`/courses/${courseId}/lessons/${lessonId}`);
    await api.post('/coupons', { code: 'NAMED5', kind: 'flat', amount: 5, minOrder: 0 });
    await api.post(`/learners/${learner.user.id}/disable`);

    const rows = (await api.get('/audit?pageSize=6')).json<AuditPage>().rows;
    expect(rows.map((row) => [row.action, row.subject])).toEqual([
      [
        'user.disable',
        {
          name: `${learner.user.name} (${learner.user.email})`,
          page: 'learner',
          id: learner.user.id,
        },
      ],
      ['coupon.create', { name: 'NAMED5', page: 'coupon', id: 'NAMED5' }],
      // Deleted: named by what the entry recorded, with no page to open.
      ['lesson.delete', { name: 'Answering', page: null, id: lessonId }],
      ['lesson.create', { name: 'Answering', page: null, id: lessonId }],
      ['section.create', { name: 'Calls · Telephone English', page: 'course', id: courseId }],
      ['course.create', { name: 'Telephone English', page: 'course', id: courseId }],
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await expect(t.db.query("UPDATE audit_log SET action = 'coupon.forged'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await api.get('/audit')).json<AuditPage>().total).toBeGreaterThanOrEqual(3);
  });
});

describe('overview', () => {
  const DAY = 24 * 3600 * 1000;

  it('counts paid revenue and orders by Kolkata day, new learners, best sellers, every day of 30', async () => {
    const before = (await api.get('/overview')).json<AdminOverview>();
    const { rows } = await t.db.query<{ id: string; title: string }>(
      'SELECT id, title FROM courses ORDER BY created_at LIMIT 2',
    );
    const [a, b] = [await signInAs(t, 'learner'), await signInAs(t, 'learner')];
    // A seeded account made today (as the sample reviewers are on a first start) is no learner.
    await t.db.query(
      `INSERT INTO users (name, email, disabled_at, seeded)
       VALUES ('Sample Reviewer', 'sample@reviewers.vaani-academy.invalid', now(), true)`,
    );
    await grantPurchase(t, a.user.id, rows[0]!.id, 1000);
    await grantPurchase(t, b.user.id, rows[0]!.id, 500, new Date(Date.now() - 10 * DAY));
    await grantPurchase(t, a.user.id, rows[1]!.id, 250, new Date(Date.now() - 40 * DAY));

    const response = await api.get('/overview');
    expect(response.statusCode).toBe(200);
    const now = response.json<AdminOverview>();
    expect(now.today.revenue - before.today.revenue).toBe(1000);
    expect(now.today.orders - before.today.orders).toBe(1);
    expect(now.last7Days.revenue - before.last7Days.revenue).toBe(1000);
    expect(now.last30Days.revenue - before.last30Days.revenue).toBe(1500);
    expect(now.last30Days.orders - before.last30Days.orders).toBe(2);
    expect(now.today.newLearners - before.today.newLearners).toBe(2);
    expect(now.bestSellers[0]).toMatchObject({ courseId: rows[0]!.id, purchases: 2 });

    expect(now.dailyRevenue).toHaveLength(30);
    const kolkataToday = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    expect(now.dailyRevenue.at(-1)).toMatchObject({ date: kolkataToday });
    expect(now.dailyRevenue.reduce((sum, day) => sum + day.revenue, 0)).toBe(
      now.last30Days.revenue,
    );
    expect(now.dailyRevenue.filter((day) => day.revenue === 0).length).toBeGreaterThan(0);
  });
});
