import type { FastifyInstance } from 'fastify';
import { EDUCATION_STATUSES, PROFESSIONS } from '@contract/profileOptions';
import type { ProfileFields, ProfileStatusResponse, UpdateProfileResponse } from '@contract/types';
import { firstError, validateProfile } from '@contract/validation';
import type { AppContext } from '../context';
import { badRequest, forbidden, HttpError, unauthorized } from '../lib/httpError';
import { idParams } from '../schemas';
import { requestEmailChange } from '../services/emailChange';
import { findUserById, normaliseEmail, profileOf, toUser } from '../services/users';
import { emailChangeRoutes, mailEmailChange } from './emailChange';

const field = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const updateSchema = {
  params: idParams('id'),
  body: {
    type: 'object',
    properties: {
      name: field(100),
      email: field(254),
      dob: field(10),
      educationStatus: { type: 'string', enum: ['', ...EDUCATION_STATUSES] },
      schoolOrCollege: field(200),
      profession: { type: 'string', enum: ['', ...PROFESSIONS] },
      organization: field(200),
      qualification: field(200),
    },
    additionalProperties: false,
  },
} as const;

// ProfileFields key -> users column. The email changes only through its confirmation link.
const columns: Record<Exclude<keyof ProfileFields, 'email'>, string> = {
  name: 'name',
  dob: 'dob',
  educationStatus: 'education_status',
  schoolOrCollege: 'school_or_college',
  profession: 'profession',
  organization: 'organization',
  qualification: 'qualification',
};

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = app.authenticate;

  /** Each new address gets a mail, and the old one a notice: a request counts like a resend. */
  async function limitEmailChangeMails(userId: string, requestedEmail: string): Promise<void> {
    const current = await findUserById(ctx.db, userId);
    if (current && current.email !== requestedEmail)
      await ctx.mailLimiter.admit(`email-change:${userId}`);
  }

  app.put<{ Params: { id: string }; Body: Partial<ProfileFields>; Reply: UpdateProfileResponse }>(
    '/users/:id',
    { schema: updateSchema, preHandler: authenticate },
    async (request) => {
      if (request.params.id !== request.userId)
        throw forbidden('You can only update your own profile.');
      const sent = Object.fromEntries(
        Object.entries(request.body).map(([key, value]) => [
          key,
          key === 'email' ? normaliseEmail(value) : value.trim(),
        ]),
      ) as Partial<ProfileFields>;
      const { email: requestedEmail, ...fields } = sent;
      if (requestedEmail !== undefined) await limitEmailChangeMails(request.userId, requestedEmail);
      const { user, emailChange } = await ctx.db.transaction(async (tx) => {
        const stored = await findUserById(tx, request.userId);
        if (!stored) throw unauthorized();
        const merged: ProfileFields = { ...profileOf(stored), ...sent };
        const error = firstError(validateProfile(merged));
        if (error) throw badRequest(error);
        const changed = Object.keys(fields) as (keyof typeof columns)[];
        const assignments = changed.map((key, index) => `${columns[key]} = $${index + 2}`);
        await tx.query(
          `UPDATE users SET ${[...assignments, 'is_profile_complete = true', 'updated_at = now()'].join(', ')}
           WHERE id = $1`,
          [request.userId, ...changed.map((key) => fields[key])],
        );
        const newEmail =
          requestedEmail !== undefined && requestedEmail !== stored.email
            ? requestedEmail
            : undefined;
        const token = newEmail && (await requestEmailChange(tx, request.userId, newEmail));
        return {
          user: (await findUserById(tx, request.userId))!,
          emailChange: newEmail && token ? { newEmail, token } : undefined,
        };
      });
      if (emailChange) mailEmailChange(ctx, user, emailChange, { noticeToOldAddress: true });
      return { message: 'User Profile updated successfully!', user: toUser(user) };
    },
  );

  app.get<{ Reply: ProfileStatusResponse }>(
    '/users/profile-status',
    { preHandler: authenticate },
    async (request) => {
      const user = await findUserById(ctx.db, request.userId);
      if (!user) throw unauthorized();
      if (!user.is_profile_complete) {
        throw new HttpError(
          422,
          'Please complete your profile to visit your dashboard.',
          'PROFILE_INCOMPLETE',
        );
      }
      return { isProfileComplete: true };
    },
  );

  emailChangeRoutes(app, ctx, authenticate);
}
