import type {
  LearnerDetailResponse,
  LearnerResponse,
  LearnerRow,
  StaffPage,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import { validationMessages } from '@contract/validation/messages';
import { ACCOUNT_DISABLED, SESSION_EXPIRED } from '@contract/messages/common';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { adminCall, auditOf, grantPurchase, signInAs } from '../helpers/staff';
import { login, refresh, register, uniqueEmail, type SignedIn } from '../helpers/users';

type LearnersPage = { rows: LearnerRow[]; total: number };

let t: TestContext;
let staff: SignedIn;
let admin: SignedIn;
let api: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'staff');
  admin = await signInAs(t, 'admin');
  api = adminCall(t, staff);
});
afterAll(() => t.close());

const me = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.auth });

describe('learners', () => {
  it('searches by name or email, paged, and shows one learner with orders and courses', async () => {
    const learner = await signInAs(t, 'learner');
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM courses ORDER BY created_at LIMIT 1',
    );
    const orderId = await grantPurchase(t, learner.user.id, rows[0]!.id, 1499);
    const found = await api.get(`/learners?q=${encodeURIComponent(learner.user.email)}`);
    expect(found.json()).toMatchObject({
      total: 1,
      rows: [{ id: learner.user.id, courseCount: 1 }],
    });
    const paged = await api.get('/learners?pageSize=1&sort=-createdAt');
    expect(paged.json().rows).toHaveLength(1);

    const detail = (await api.get(`/learners/${learner.user.id}`)).json<LearnerDetailResponse>();
    expect(detail.learner).toMatchObject({
      email: learner.user.email,
      role: 'learner',
      disabledAt: null,
    });
    expect(detail.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'paid',
        total: 1499,
        number: expect.stringMatching(/^VA-\d+$/),
      }),
    ]);
    expect(detail.courses).toEqual([
      expect.objectContaining({ courseId: rows[0]!.id, revokedAt: null }),
    ]);
  });

  it('leaves the seeded reviewers out of the list unless asked for, and marks them', async () => {
    const reviewers = 'q=reviewers.vaani-academy.invalid&pageSize=100';
    const plain = (await api.get(`/learners?${reviewers}`)).json<LearnersPage>();
    expect(plain).toEqual({ rows: [], total: 0 });
    const learner = await signInAs(t, 'learner');
    const listed = (await api.get('/learners?pageSize=100')).json<LearnersPage>();
    expect(listed.rows.map((row) => row.seeded)).not.toContain(true);
    expect(listed.rows.map((row) => row.id)).toContain(learner.user.id);

    const asked = (await api.get(`/learners?${reviewers}&seeded=include`)).json<LearnersPage>();
    expect(asked.total).toBe(16);
    expect(asked.rows.every((row) => row.seeded && row.disabledAt !== null)).toBe(true);
    expect((await api.get('/learners?seeded=all')).statusCode).toBe(400);
  });

  it('disables an account: its access token and refresh token stop at once, and it cannot sign in', async () => {
    const learner = await signInAs(t, 'learner');
    expect((await me(learner)).statusCode).toBe(200);
    const response = await api.post(`/learners/${learner.user.id}/disable`);
    expect(response.statusCode).toBe(200);
    expect(response.json<LearnerResponse>().learner.disabledAt).not.toBeNull();

    const next = await me(learner);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ message: SESSION_EXPIRED });
    expect((await refresh(t, learner.refreshToken)).statusCode).toBe(401);
    const signIn = await login(t, learner.user.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ message: ACCOUNT_DISABLED });

    const [entry] = await auditOf(t, 'user', learner.user.id);
    expect(entry).toMatchObject({ action: 'user.disable', before: { disabledAt: null } });

    expect((await api.post(`/learners/${learner.user.id}/enable`)).statusCode).toBe(200);
    expect((await login(t, learner.user.email)).statusCode).toBe(200);
  });

  describe('who may disable and re-enable whom: staff manage learners only, admins every account but their own', () => {
    type Viewer = 'staff' | 'admin';
    type Target = 'learner' | 'staff' | 'admin' | 'themselves';
    const refusedFor: Record<Viewer, Record<Target, { status: number; message: string } | null>> = {
      staff: {
        learner: null,
        staff: { status: 403, message: m.ONLY_ADMINS_MANAGE_STAFF },
        admin: { status: 403, message: m.ONLY_ADMINS_MANAGE_STAFF },
        themselves: { status: 403, message: m.ONLY_ADMINS_MANAGE_STAFF },
      },
      admin: {
        learner: null,
        staff: null,
        admin: null,
        themselves: { status: 409, message: m.CANNOT_MANAGE_OWN_ACCOUNT },
      },
    };
    const cases = (['staff', 'admin'] as const).flatMap((viewer) =>
      (['learner', 'staff', 'admin', 'themselves'] as const).flatMap((target) =>
        (['disable', 'enable'] as const).map((action) => ({
          viewer,
          target,
          action,
          refused: refusedFor[viewer][target],
        })),
      ),
    );
    const disabledAt = async (userId: string) =>
      (
        await t.db.query<{ disabled_at: Date | null }>(
          'SELECT disabled_at FROM users WHERE id = $1',
          [userId],
        )
      ).rows[0]!.disabled_at;

    it.each(cases)('$viewer → $action $target', async ({ viewer, target, action, refused }) => {
      const who = await signInAs(t, viewer);
      const account = target === 'themselves' ? who : await signInAs(t, target);
      // To be re-enabled, the account is disabled first (as an admin elsewhere would have).
      if (action === 'enable' && target !== 'themselves')
        await t.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [account.user.id]);
      const before = await disabledAt(account.user.id);
      // Making the accounts (roles given as from the command line) is audited too.
      const auditBefore = await auditOf(t, 'user', account.user.id);

      const response = await adminCall(t, who).post(`/learners/${account.user.id}/${action}`);

      if (refused) {
        expect(response.statusCode).toBe(refused.status);
        expect(response.json()).toEqual({ message: refused.message });
        expect(await disabledAt(account.user.id)).toEqual(before);
        expect(await auditOf(t, 'user', account.user.id)).toEqual(auditBefore);
        if (action === 'disable') expect((await me(account)).statusCode).toBe(200);
      } else {
        expect(response.statusCode).toBe(200);
        expect(response.json<LearnerResponse>()).toMatchObject({
          message: action === 'disable' ? m.ACCOUNT_DISABLED_DONE : m.ACCOUNT_ENABLED_DONE,
          learner: { id: account.user.id },
        });
        expect((await disabledAt(account.user.id)) === null).toBe(action === 'enable');
        const [entry] = await auditOf(t, 'user', account.user.id);
        expect(entry).toMatchObject({ action: `user.${action}`, actor_email: who.user.email });
      }
    });
  });

  it('resends the verification mail through the outbox, only while unverified', async () => {
    const email = uniqueEmail('unverified');
    await register(t, email);
    await t.app.tasks.idle();
    const before = t.mail.to(email).length;
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const response = await api.post(`/learners/${rows[0]!.id}/resend-verification`);
    expect(response.statusCode).toBe(200);
    await t.app.tasks.idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.app.tasks.idle();
    expect(t.mail.to(email).length).toBe(before + 1);
    const verified = await api.post(`/learners/${staff.user.id}/resend-verification`);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ message: m.ALREADY_VERIFIED });
  });
});

describe('staff and roles', () => {
  it('lists staff and admins', async () => {
    const list = (await api.get('/staff')).json<StaffPage>();
    const emails = list.rows.map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining([staff.user.email, admin.user.email]));
    expect(list.rows.every((row) => row.role !== 'learner')).toBe(true);
  });

  it('lets only admins change roles, which apply at once', async () => {
    const learner = await signInAs(t, 'learner');
    const byStaff = await api.put(`/staff/${learner.user.id}/role`, { role: 'staff' });
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await adminCall(t, admin).put(`/staff/${learner.user.id}/role`, {
      role: 'staff',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await adminCall(t, learner).get('/overview')).statusCode).toBe(200);
    const [entry] = await auditOf(t, 'user', learner.user.id);
    expect(entry).toMatchObject({
      action: 'user.role',
      before: { role: 'learner' },
      after: { role: 'staff' },
      actor_email: admin.user.email,
    });
    const own = await adminCall(t, admin).put(`/staff/${admin.user.id}/role`, { role: 'learner' });
    expect(own.statusCode).toBe(409);
  });

  it('lets an admin give a role by email, audited, and says what is wrong otherwise', async () => {
    const learner = await signInAs(t, 'learner');
    const byAdmin = adminCall(t, admin);
    const email = ` ${learner.user.email.toUpperCase()} `;
    expect((await api.post('/staff', { email, role: 'staff' })).statusCode).toBe(403);

    const given = await byAdmin.post('/staff', { email, role: 'staff' });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      message: m.roleGiven(learner.user.name, 'staff'),
      learner: { id: learner.user.id, role: 'staff' },
    });
    expect((await adminCall(t, learner).get('/overview')).statusCode).toBe(200);
    const [entry] = await auditOf(t, 'user', learner.user.id);
    expect(entry).toMatchObject({
      action: 'user.role',
      before: { role: 'learner' },
      after: { role: 'staff' },
      actor_email: admin.user.email,
    });

    const again = await byAdmin.post('/staff', { email, role: 'staff' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.roleAlreadyHeld(learner.user.name, 'staff') });
    const nobody = await byAdmin.post('/staff', { email: 'nobody@example.com', role: 'staff' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: m.NO_ACCOUNT_FOR_EMAIL });
    const bad = await byAdmin.post('/staff', { email: 'not an email', role: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: validationMessages.emailInvalid });
    const own = await byAdmin.post('/staff', { email: admin.user.email, role: 'learner' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: m.CANNOT_CHANGE_OWN_ROLE });
    expect((await auditOf(t, 'user', learner.user.id)).length).toBe(1);
  });
});
