/**
 * Who an account is: a learner (everyone who signs up), academy staff, an admin (manages staff), an
 * evaluator (marks writing and speaking) or a senior evaluator (also settles disagreements and
 * re-marks).
 */
export const ROLES = ['learner', 'staff', 'admin', 'evaluator', 'senior_evaluator'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may open the staff console's staff pages (courses, learners, orders…). */
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

/** The roles that mark: the marking queue and tasks (`/api/marking`). */
export const MARKING_ROLES: readonly Role[] = ['evaluator', 'senior_evaluator', 'admin'];

/** The roles that settle two marks that disagree and mark re-marks. */
export const SENIOR_MARKING_ROLES: readonly Role[] = ['senior_evaluator', 'admin'];

/** The parts of the console: staff pages, the marking area, and the admins' marking overview. */
export const CONSOLE_AREAS = ['staff', 'marking', 'marking-overview'] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

/**
 * The parts of the console a role opens. Evaluators see the marking area only: never a learner's
 * account, orders or name (the server answers 403 on every staff route).
 */
export function consoleAreas(role: Role): ConsoleArea[] {
  switch (role) {
    case 'admin':
      return ['staff', 'marking', 'marking-overview'];
    case 'staff':
      return ['staff'];
    case 'evaluator':
    case 'senior_evaluator':
      return ['marking'];
    default:
      return [];
  }
}

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);
