import type { FastifyInstance } from 'fastify';
import { EMAIL_UNDO_ADDRESS_TAKEN, emailChangeUndone } from '@contract/messages/users';
import type { UndoEmailChangeResponse } from '@contract/types';
import { isUniqueViolation } from '../../db';
import { conflict } from '../../lib/httpError';
import { retireEmailTokens } from '../../repositories/emailTokens';
import { emailUsedByOther, restoreEmail } from '../../repositories/users';
import { lockUser } from '../accounts/accounts';
import { consumeEmailTokenWithTarget, issueEmailToken } from '../mailLinks/emailTokens';

/**
 * Follows the link mailed to a replaced address: the owner's recovery, so it wins over a change
 * made since, confirmed or not. In one transaction the address comes back, the waiting change and
 * every other mailed link are dropped, the password and Google link go (whoever changed the email
 * may have set them), and every session ends, access tokens included. The answer carries a
 * password-reset token, so the owner chooses a new password at once (the reset page's flow).
 * If another account has the address meanwhile (409), nothing changes and the link keeps working.
 */
export async function undoEmailChange(
  app: Pick<FastifyInstance, 'db' | 'sessions'>,
  rawToken: string,
): Promise<UndoEmailChangeResponse> {
  const { email, resetToken } = await app.db.transaction(async (tx) => {
    const { userId, targetEmail } = await consumeEmailTokenWithTarget(tx, rawToken, 'email-undo');
    const address = targetEmail!;
    await lockUser(tx, userId);
    if (await emailUsedByOther(tx, address, userId)) throw conflict(EMAIL_UNDO_ADDRESS_TAKEN);
    await restoreEmail(tx, userId, address).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(EMAIL_UNDO_ADDRESS_TAKEN) : error;
    });
    await retireEmailTokens(tx, userId);
    await app.sessions.revokeAllForUser(tx, userId);
    return { email: address, resetToken: await issueEmailToken(tx, userId, 'reset') };
  });
  return { message: emailChangeUndone(email), resetToken };
}
