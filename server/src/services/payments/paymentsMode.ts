import { TEST_SERIES_MARK } from '../billing/financialYear';

type Env = Record<string, string | undefined>;

/** Razorpay takes real payments; Test mode's built-in checkout takes none. */
export type PaymentsMode = 'razorpay' | 'test';

export const PAYMENTS_MODES: readonly PaymentsMode[] = ['razorpay', 'test'];

const text = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a site nobody else can reach. */
export function isLoopbackSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

const TEST_MODE_HINT = `PAYMENTS_MODE=test for a demo whose payments take no money (its invoices and credit notes are numbered ${TEST_SERIES_MARK}… and marked not valid)`;

/**
 * How payments are taken. Razorpay when both its keys are set (half a pair stops the start). Test
 * mode only when asked for (PAYMENTS_MODE=test) or when the install is plainly a local one: the
 * SAMPLE seller (no SELLER_* set) and a loopback SITE_URL. Anything else (a real seller or a
 * public address, without keys) stops the start, saying what to set: a shop that looks real must
 * never open a checkout that takes no money.
 */
export function paymentsModeFromEnv(
  env: Env,
  site: { siteUrl: string; realSeller: boolean },
): PaymentsMode {
  const keyId = text(env.RAZORPAY_KEY_ID);
  const keySecret = text(env.RAZORPAY_KEY_SECRET);
  if (Boolean(keyId) !== Boolean(keySecret)) {
    const [set, missing] = keyId
      ? ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET']
      : ['RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_ID'];
    throw new Error(
      `${set} is set without ${missing}: set both Razorpay keys to take payments through Razorpay, or neither.`,
    );
  }
  const keys = keyId !== undefined;
  const asked = text(env.PAYMENTS_MODE);
  if (asked !== undefined && !(PAYMENTS_MODES as readonly string[]).includes(asked))
    throw new Error(`PAYMENTS_MODE must be "razorpay" or "test", got "${asked}".`);
  if (asked === 'test') {
    if (keys)
      throw new Error(
        'PAYMENTS_MODE=test takes no money, yet RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set: remove the keys for a demo, or PAYMENTS_MODE for real payments.',
      );
    return 'test';
  }
  if (keys) return 'razorpay';
  if (asked === 'razorpay')
    throw new Error('PAYMENTS_MODE=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.');
  const loopback = isLoopbackSite(site.siteUrl);
  if (!site.realSeller && loopback) return 'test';
  const why = site.realSeller
    ? 'the seller is configured (SELLER_*)'
    : `SITE_URL ${site.siteUrl} is a public address`;
  throw new Error(
    `No way to take payments: ${why}, so the server takes real payments only. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or ${TEST_MODE_HINT}.`,
  );
}
