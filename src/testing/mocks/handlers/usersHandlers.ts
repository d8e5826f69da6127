import { http, HttpResponse } from 'msw';
import {
  CURRENT_PASSWORD_WRONG,
  OWN_PROFILE_ONLY,
  PROFILE_INCOMPLETE,
  PROFILE_UPDATED,
} from '@contract/messages/users';
import { UpdateProfileRequest } from '@contract/schemas/users';
import { firstError, sameEmail, validateProfileUpdate } from '@contract/validation';
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
    const { currentPassword, ...changes } = checked.body;
    const merged = { ...account.user, ...changes };
    const hasPassword = account.user.hasPassword !== false;
    const saved = { email: account.user.email, hasPassword };
    const error = firstError(validateProfileUpdate({ ...merged, currentPassword }, saved));
    if (error) return errorResponse(400, error, 'VALIDATION');
    const newEmail =
      changes.email && !sameEmail(changes.email, account.user.email) ? changes.email : undefined;
    // The fake cannot tell how long ago a password-less account signed in: it lets it through.
    if (newEmail && hasPassword && currentPassword !== account.password)
      return errorResponse(403, CURRENT_PASSWORD_WRONG, 'CURRENT_PASSWORD_INVALID');
    // A new email waits for its mailed link (emailChangeHandlers); the account keeps the old one.
    const pendingEmail = newEmail ?? account.user.pendingEmail;
    account.user = { ...merged, email: account.user.email, pendingEmail, isProfileComplete: true };
    return HttpResponse.json({ message: PROFILE_UPDATED, user: account.user });
  }),
  http.get(apiUrl('/users/profile-status'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    return db.accounts.get(userId)?.user.isProfileComplete
      ? HttpResponse.json({ isProfileComplete: true as const })
      : errorResponse(403, PROFILE_INCOMPLETE, 'PROFILE_INCOMPLETE');
  }),
];
