/** Who an account is: a learner (everyone who signs up), academy staff, or an admin (manages staff). */
export const ROLES = ['learner', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may open the staff console. */
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);
