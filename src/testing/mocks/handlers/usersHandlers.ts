import { http, HttpResponse } from 'msw';
import type { ProfileFields } from '@contract/types';
import { firstError, validateProfile } from '@contract/validation';
import { OWN_PROFILE_ONLY, PROFILE_UPDATED } from '@contract/messages/users';
import { UpdateProfileRequest } from '@contract/schemas/users';
import { db } from '../db';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';

export const usersHandlers = [
  http.put(apiUrl('/users/:id'), async ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    if (params.id !== userId) return errorResponse(403, OWN_PROFILE_ONLY);
    const account = db.accounts.get(userId)!;
    const checked = await checkedBody(request, UpdateProfileRequest);
    if ('invalid' in checked) return checked.invalid;
    const changes: Partial<ProfileFields> = checked.body;
    const merged = { ...account.user, ...changes };
    const error = firstError(validateProfile(merged));
    if (error) return errorResponse(400, error, 'VALIDATION');
    // A new email waits for its mailed link (emailChangeHandlers); the account keeps the old one.
    const pendingEmail =
      changes.email && changes.email !== account.user.email
        ? changes.email
        : account.user.pendingEmail;
    account.user = { ...merged, email: account.user.email, pendingEmail, isProfileComplete: true };
    return HttpResponse.json({ message: PROFILE_UPDATED, user: account.user });
  }),
  http.get(apiUrl('/users/profile-status'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    return HttpResponse.json({
      isProfileComplete: Boolean(db.accounts.get(userId)?.user.isProfileComplete),
    });
  }),
];
