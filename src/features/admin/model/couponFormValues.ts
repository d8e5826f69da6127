import type { CouponFormValues } from '@contract/validation/admin';
import type { AdminCoupon } from '@contract/types';
import { formatRupees } from '@/lib/format';

export const emptyCoupon: CouponFormValues = {
  code: '',
  kind: 'percent',
  amount: 10,
  minOrder: 0,
  maxUses: null,
  expiresAt: null,
};

export const fromCoupon = (coupon: AdminCoupon): CouponFormValues => ({
  code: coupon.code,
  kind: coupon.kind,
  amount: coupon.amount,
  minOrder: coupon.minOrder,
  maxUses: coupon.maxUses,
  expiresAt: coupon.expiresAt,
});

/** A day picked in the form ends at midnight in India: 'YYYY-MM-DD' → that day's 23:59:59 IST. */
export const endOfDayIst = (date: string): string | null =>
  date ? new Date(`${date}T23:59:59+05:30`).toISOString() : null;

/** An ISO moment's India calendar day, 'YYYY-MM-DD' ('' for none). */
export const istDay = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) : '';

/** '20% off' or 'Rs. 200 off'. */
export const discountText = (kind: 'percent' | 'flat', amount: number) =>
  kind === 'percent' ? `${amount}% off` : `${formatRupees(amount)} off`;
