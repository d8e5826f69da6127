import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@contract/roles';
import { HttpError } from '../../lib/httpError';

/**
 * Whether the caller is signed in as staff, for "view as a learner" on a course not yet
 * published: staff read its page and play its lessons, everyone else gets the 404 a missing course
 * gets. A token sent but expired still answers 401, so the SPA refreshes it and asks again.
 */
export async function callerIsStaff(
  app: Pick<FastifyInstance, 'authenticate' | 'requireRole'>,
  request: FastifyRequest,
): Promise<boolean> {
  if (!request.userId) {
    if (!request.headers.authorization) return false;
    await app.authenticate(request);
  }
  if (!request.userId) return false;
  try {
    await app.requireRole(...STAFF_ROLES)(request);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** The signed-media subject of staff previewing a draft: their id, marked so it grants no purchase. */
export const STAFF_PREVIEW_PREFIX = 'staff:';
