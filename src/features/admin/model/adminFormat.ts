import { formatRupees } from '@/lib/format';

// How the console shows money and moments.

/** 1499 → 'Rs. 1,499', as everywhere else in the product. */
export const rupees = (amount: number): string => formatRupees(amount);

/** An ISO moment as '25 Nov 2026, 09:30' in India's time; '' for none. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '';
  return new Date(value).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** An ISO moment as '25 Nov 2026'; '' for none. */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return '';
  return new Date(value).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
