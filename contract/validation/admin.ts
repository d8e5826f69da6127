import { COUPON_MAX_USES_LIMIT, PAYMENT_MAX_RUPEES } from '../constants';
import * as m from '../messages/admin';
import { REFUND_NOTE_REQUIRED } from '../messages/refunds';
import type { Role } from '../roles';
import { compact, emailError, type FieldErrors, isBlank } from './rules';

// The staff console's forms and the /api/admin routes check the same rules with the same messages.

export const ADMIN_TITLE_MAX_LENGTH = 120;
export const ADMIN_LIST_ITEM_MAX_LENGTH = 200;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_REPLY_MAX_LENGTH = 5000;
/** Lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** A web address made from a title ("IELTS: Speaking & Fluency" → "ielts-speaking-and-fluency"). */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX_LENGTH) || '';
}
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;
/** A coupon code as stored and matched: trimmed, upper case ("diwali25 " → "DIWALI25"). */
export const couponCode = (code: string) => code.trim().toUpperCase();
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** The longest lesson: an article's reading time, or a video's running time read from its file. */
export const LESSON_MAX_SECONDS = 24 * 3600;

const isWholeBetween = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export interface CourseFormValues {
  title: string;
  slug: string;
  price: number;
  outcomes: string[];
  requirements: string[];
}
export type CourseFormField = keyof CourseFormValues;

const listError = (items: string[]) =>
  items.every((item) => !isBlank(item) && item.trim().length <= ADMIN_LIST_ITEM_MAX_LENGTH)
    ? undefined
    : m.LIST_ITEM_INVALID;

export function validateCourseForm(values: CourseFormValues): FieldErrors<CourseFormField> {
  const title = values.title.trim();
  return compact({
    title: !title
      ? m.TITLE_REQUIRED
      : title.length > ADMIN_TITLE_MAX_LENGTH
        ? m.TITLE_TOO_LONG
        : undefined,
    slug:
      SLUG_PATTERN.test(values.slug) && values.slug.length <= SLUG_MAX_LENGTH
        ? undefined
        : m.SLUG_INVALID,
    price: isWholeBetween(values.price, 1, PAYMENT_MAX_RUPEES) ? undefined : m.PRICE_INVALID,
    outcomes: listError(values.outcomes),
    requirements: listError(values.requirements),
  });
}

export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'flat';
  amount: number;
  minOrder: number;
  maxUses: number | null;
  /** ISO date-time, or null for no expiry. */
  expiresAt: string | null;
}
export type CouponFormField = keyof CouponFormValues;

/** `now` is passed in so the check is the same on both sides (and in tests). */
export function validateCouponForm(
  values: CouponFormValues,
  now: Date = new Date(),
): FieldErrors<CouponFormField> {
  const percent = values.kind === 'percent';
  const amountOk = isWholeBetween(values.amount, 1, percent ? 100 : PAYMENT_MAX_RUPEES);
  return compact({
    // A code typed in lower case is made upper case (couponCode), not refused.
    code: COUPON_CODE_PATTERN.test(couponCode(values.code)) ? undefined : m.COUPON_CODE_INVALID,
    kind: undefined,
    amount: amountOk ? undefined : percent ? m.COUPON_PERCENT_INVALID : m.COUPON_AMOUNT_INVALID,
    minOrder: isWholeBetween(values.minOrder, 0, PAYMENT_MAX_RUPEES)
      ? undefined
      : m.COUPON_MIN_ORDER_INVALID,
    maxUses:
      values.maxUses === null || isWholeBetween(values.maxUses, 1, COUPON_MAX_USES_LIMIT)
        ? undefined
        : m.COUPON_MAX_USES_INVALID,
    expiresAt:
      values.expiresAt === null || new Date(values.expiresAt).getTime() > now.getTime()
        ? undefined
        : m.COUPON_EXPIRY_PAST,
  });
}

export function replyError(text: string): string | undefined {
  if (isBlank(text)) return m.REPLY_REQUIRED;
  return text.trim().length > ADMIN_REPLY_MAX_LENGTH ? m.REPLY_TOO_LONG : undefined;
}

/** The longest note a refund's rejection takes (RejectRefundRequest's maxLength). */
export const REFUND_NOTE_MAX_LENGTH = 1000;

export interface RefundRejectionValues {
  /** Why the refund is turned down; the learner sees it on the order. */
  note: string;
}

/** The reject-refund form and POST /api/admin/refunds/:id/reject check the same rule. */
export function validateRefundRejection({
  note,
}: RefundRejectionValues): FieldErrors<keyof RefundRejectionValues> {
  return compact({ note: isBlank(note) ? REFUND_NOTE_REQUIRED : undefined });
}

export interface StaffGrantValues {
  /** The account's email: the person signs up on the site first. */
  email: string;
  role: Role;
}

/** The Staff page's "Give a role" form and POST /api/admin/staff check the same rule. */
export function validateStaffGrant({ email }: StaffGrantValues): FieldErrors<'email'> {
  return compact({ email: emailError(email) });
}
