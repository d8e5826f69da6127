import { http, HttpResponse } from 'msw';
import { accountStatusRefusal } from '@contract/accountStatusRules';
import * as m from '@contract/messages/admin';
import { GrantRoleRequest, LearnersQuery, RoleRequest } from '@contract/schemas/admin/learners';
import type { LearnerProfile, LearnerRow } from '@contract/types';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { checkedBody, checkedQuery, errorResponse } from '../../http';
import { adminUrl, asStaff, audit, now } from './adminGuard';

const rowOf = ({
  profession: _p,
  organization: _o,
  hasPassword: _h,
  googleLinked: _g,
  ...row
}: LearnerProfile): LearnerRow => row;
const find = (id: string) => adminDb.learners.find((row) => row.id === id);

const setEnabled = (enabled: boolean) =>
  asStaff(({ params, actor }) => {
    const learner = find(params.userId!);
    if (!learner) return errorResponse(404, m.LEARNER_NOT_FOUND);
    const refusal = accountStatusRefusal(actor, learner);
    if (refusal) return errorResponse(refusal.status, refusal.message);
    learner.disabledAt = enabled ? null : now();
    audit(actor, enabled ? 'user.enable' : 'user.disable', learner.id, null, {
      disabledAt: learner.disabledAt,
    });
    const message = enabled ? m.ACCOUNT_ENABLED_DONE : m.ACCOUNT_DISABLED_DONE;
    return HttpResponse.json({ message, learner: rowOf(learner) });
  });

export const adminLearnersHandlers = [
  http.get(
    adminUrl('/learners'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, LearnersQuery);
      if ('invalid' in checked) return checked.invalid;
      const { status, role, seeded } = checked.query;
      const { rows, total } = pageOf(
        adminDb.learners,
        checked.query,
        ['name', 'email'],
        (row) =>
          (seeded === 'include' || !row.seeded) &&
          (!role || row.role === role) &&
          (!status || (row.disabledAt !== null) === (status === 'disabled')),
      );
      return HttpResponse.json({ rows: rows.map(rowOf), total });
    }),
  ),
  http.get(
    adminUrl('/learners/:userId'),
    asStaff(({ params }) => {
      const learner = find(params.userId!);
      if (!learner) return errorResponse(404, m.LEARNER_NOT_FOUND);
      return HttpResponse.json({
        learner,
        orders: adminDb.learnerOrders.get(learner.id) ?? [],
        courses: adminDb.learnerCourses.get(learner.id) ?? [],
      });
    }),
  ),
  http.post(
    adminUrl('/learners/:userId/resend-verification'),
    asStaff(({ params }) => {
      const learner = find(params.userId!);
      if (!learner) return errorResponse(404, m.LEARNER_NOT_FOUND);
      if (learner.emailVerified) return errorResponse(409, m.ALREADY_VERIFIED);
      adminDb.mails.push({ to: learner.email, kind: 'verification' });
      return HttpResponse.json({ message: m.VERIFICATION_RESENT });
    }),
  ),
  http.post(adminUrl('/learners/:userId/disable'), setEnabled(false)),
  http.post(adminUrl('/learners/:userId/enable'), setEnabled(true)),
  http.get(
    adminUrl('/staff'),
    asStaff(() => {
      const rows = adminDb.learners.filter((row) => row.role !== 'learner').map(rowOf);
      return HttpResponse.json({ rows, total: rows.length });
    }),
  ),
  http.post(
    adminUrl('/staff'),
    asStaff(
      async ({ request, actor }) => {
        const checked = await checkedBody(request, GrantRoleRequest);
        if ('invalid' in checked) return checked.invalid;
        const { email, role } = checked.body;
        const learner = adminDb.learners.find(
          (row) => row.email.toLowerCase() === email.trim().toLowerCase(),
        );
        if (!learner) return errorResponse(404, m.NO_ACCOUNT_FOR_EMAIL);
        if (learner.id === actor.id) return errorResponse(409, m.CANNOT_CHANGE_OWN_ROLE);
        if (learner.role === role) return errorResponse(409, m.roleAlreadyHeld(learner.name, role));
        const before = { role: learner.role };
        learner.role = role;
        audit(actor, 'user.role', learner.id, before, { role });
        return HttpResponse.json({
          message: m.roleGiven(learner.name, role),
          learner: rowOf(learner),
        });
      },
      ['admin'],
    ),
  ),
  http.put(
    adminUrl('/staff/:userId/role'),
    asStaff(
      async ({ request, params, actor }) => {
        const checked = await checkedBody(request, RoleRequest);
        if ('invalid' in checked) return checked.invalid;
        if (params.userId === actor.id) return errorResponse(409, m.CANNOT_CHANGE_OWN_ROLE);
        const learner = find(params.userId!);
        if (!learner) return errorResponse(404, m.LEARNER_NOT_FOUND);
        const before = { role: learner.role };
        learner.role = checked.body.role;
        audit(actor, 'user.role', learner.id, before, { role: learner.role });
        return HttpResponse.json({ message: m.ROLE_CHANGED, learner: rowOf(learner) });
      },
      ['admin'],
    ),
  ),
];
