import type { FastifyInstance } from 'fastify';
import type {
  LearnerDetailResponse,
  LearnerResponse,
  LearnersQuery,
  MessageResponse,
} from '@contract/types';
import { accountStatusRefusal } from '@contract/accountStatusRules';
import * as m from '@contract/messages/admin';
import { validateStaffGrant } from '@contract/validation/admin';
import type { Role } from '@contract/roles';
import type { Queryable } from '../../db';
import { badRequest, conflict, HttpError, notFound } from '../../lib/httpError';
import {
  findLearner,
  learnerCourses,
  learnerOrders,
  listLearners,
  listStaff,
  setDisabled,
  setRoleById,
} from '../../repositories/adminLearners';
import { findUserByEmail } from '../../repositories/users';
import { normaliseEmail } from '../accounts/accounts';
import { issueEmailToken } from '../mailLinks/emailTokens';
import { verificationMail } from '../mail/templates';
import { audit, type StaffActor } from './staffActor';

type LearnersApp = Pick<FastifyInstance, 'db' | 'sessions' | 'outbox' | 'config'>;

export const adminLearnerList = (db: Queryable, query: LearnersQuery) => listLearners(db, query);

export async function staffList(db: Queryable) {
  const rows = await listStaff(db);
  return { rows, total: rows.length };
}

async function learnerOrThrow(db: Queryable, userId: string, lock = false) {
  const learner = await findLearner(db, userId, lock);
  if (!learner) throw notFound(m.LEARNER_NOT_FOUND);
  return learner;
}

export async function learnerDetail(db: Queryable, userId: string): Promise<LearnerDetailResponse> {
  const learner = await learnerOrThrow(db, userId);
  const orders = await learnerOrders(db, userId);
  const courses = await learnerCourses(db, userId);
  return { learner, orders, courses };
}

const rowOf = ({
  profession,
  organization,
  hasPassword,
  googleLinked,
  ...row
}: LearnerDetailResponse['learner']) => {
  void [profession, organization, hasPassword, googleLinked];
  return row;
};

/** A new verification link through the same mail and outbox as sign-up's. */
export async function resendLearnerVerification(
  app: LearnersApp,
  actor: StaffActor,
  userId: string,
): Promise<MessageResponse> {
  await app.db.transaction(async (tx) => {
    const learner = await learnerOrThrow(tx, userId, true);
    if (learner.emailVerified) throw conflict(m.ALREADY_VERIFIED);
    const token = await issueEmailToken(tx, userId, 'verify');
    const mail = verificationMail(learner.name, `${app.config.siteUrl}/verify-email/${token}`);
    await app.outbox.enqueue({ to: learner.email, ...mail }, tx);
    await audit(tx, actor, 'user.resend-verification', { kind: 'user', id: userId }, null, {
      email: learner.email,
    });
  });
  return { message: m.VERIFICATION_RESENT };
}

/**
 * Disables or re-enables an account. Disabling revokes every session of it in the same
 * transaction (its refresh tokens stop working, and this process refuses its access tokens at
 * once; the auth guard also refuses a disabled account's sessions on every process). Who may is
 * `accountStatusRefusal`: staff manage learners only, admins every account but their own; the
 * account's role is read under its row lock, so a role change cannot slip between.
 */
export async function setLearnerDisabled(
  app: LearnersApp,
  actor: StaffActor,
  userId: string,
  disabled: boolean,
): Promise<LearnerResponse> {
  const learner = await app.db.transaction(async (tx) => {
    const before = await learnerOrThrow(tx, userId, true);
    const refusal = accountStatusRefusal(actor, before);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    await setDisabled(tx, userId, disabled);
    if (disabled) await app.sessions.revokeAllForUser(tx, userId);
    const after = await learnerOrThrow(tx, userId);
    await audit(
      tx,
      actor,
      disabled ? 'user.disable' : 'user.enable',
      { kind: 'user', id: userId },
      { disabledAt: before.disabledAt },
      { disabledAt: after.disabledAt },
    );
    return rowOf(after);
  });
  return { message: disabled ? m.ACCOUNT_DISABLED_DONE : m.ACCOUNT_ENABLED_DONE, learner };
}

/** Admins only (the route's requireRole): the role applies to the account's next call. */
export async function changeRole(
  app: LearnersApp,
  actor: StaffActor,
  userId: string,
  role: Role,
  { refuseUnchanged = false } = {},
): Promise<LearnerResponse> {
  if (userId === actor.id) throw conflict(m.CANNOT_CHANGE_OWN_ROLE);
  const learner = await app.db.transaction(async (tx) => {
    const before = await learnerOrThrow(tx, userId, true);
    if (refuseUnchanged && before.role === role)
      throw conflict(m.roleAlreadyHeld(before.name, role));
    await setRoleById(tx, userId, role);
    const after = await learnerOrThrow(tx, userId);
    await audit(
      tx,
      actor,
      'user.role',
      { kind: 'user', id: userId },
      { role: before.role },
      { role: after.role },
    );
    return rowOf(after);
  });
  return { message: m.ROLE_CHANGED, learner };
}

/**
 * Admins only: the Staff page's "Give a role" by email. The person signs up on the site first; an
 * address no account uses is a 404 that says so. Audited like a role change from the list.
 */
export async function grantRoleByEmail(
  app: LearnersApp,
  actor: StaffActor,
  body: { email: string; role: Role },
): Promise<LearnerResponse> {
  const problem = validateStaffGrant(body).email;
  if (problem) throw badRequest(problem);
  const account = await findUserByEmail(app.db, normaliseEmail(body.email));
  if (!account) throw notFound(m.NO_ACCOUNT_FOR_EMAIL);
  const changed = await changeRole(app, actor, account.id, body.role, { refuseUnchanged: true });
  return { ...changed, message: m.roleGiven(changed.learner.name, body.role) };
}
