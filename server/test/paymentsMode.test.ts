import { loadConfig } from '../src/config';
import { TEST_MODE_WARNING } from '../src/plugins/app/payments';
import { createTestApp } from './helpers/testApp';

// Fixed secrets, so no secrets.json is written anywhere.
const BASE = {
  DATA_DIR: '/tmp/none',
  JWT_SECRET: 'a',
  COOKIE_SECRET: 'b',
  TEST_PAYMENT_SECRET: 'c',
};
const SELLER = {
  SELLER_LEGAL_NAME: 'Vaani Learning Private Limited',
  SELLER_ADDRESS: '2nd Floor, 5 MG Road | Bengaluru 560001',
  SELLER_STATE_CODE: '29',
  SELLER_GSTIN: '29AAGCB7383J1Z4',
};
const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'rzp_live_secret' };
const PUBLIC = { SITE_URL: 'https://academy.example' };

const modeOf = (env: Record<string, string>) => loadConfig({ ...BASE, ...env }).payments.mode;
const startError = (env: Record<string, string>): string => {
  try {
    loadConfig({ ...BASE, ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The start was not stopped');
};

describe('how payments are taken, decided at start', () => {
  it.each([
    ['the default address (http://localhost:3000)', {}],
    ['http://127.0.0.1:4000', { SITE_URL: 'http://127.0.0.1:4000' }],
    ['http://[::1]:3000', { SITE_URL: 'http://[::1]:3000' }],
    ['http://academy.localhost', { SITE_URL: 'http://academy.localhost' }],
  ])('is Test mode on a local install: the SAMPLE seller and %s', (_, env) => {
    expect(modeOf(env)).toBe('test');
  });

  it('is Razorpay with both keys, whatever the seller and address', () => {
    expect(modeOf(KEYS)).toBe('razorpay');
    expect(modeOf({ ...KEYS, ...SELLER, ...PUBLIC })).toBe('razorpay');
    expect(modeOf({ ...KEYS, ...SELLER, ...PUBLIC, PAYMENTS_MODE: 'razorpay' })).toBe('razorpay');
  });

  it.each([
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', { RAZORPAY_KEY_ID: 'rzp_live_key' }],
    ['RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_ID', { RAZORPAY_KEY_SECRET: 'rzp_live_secret' }],
  ])('stops the start on half a pair of keys: %s without %s', (set, missing, keys) => {
    for (const env of [keys, { ...keys, ...SELLER }, { ...keys, ...SELLER, ...PUBLIC }])
      expect(startError(env)).toBe(
        `${set} is set without ${missing}: set both Razorpay keys to take payments through Razorpay, or neither.`,
      );
    expect(startError({ ...keys, PAYMENTS_MODE: 'test' })).toContain(`without ${missing}`);
  });

  it('stops the start of a real seller without keys, saying what to set', () => {
    const message = startError(SELLER);
    expect(message).toBe(
      'No way to take payments: the seller is configured (SELLER_*), so the server takes real payments only. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_MODE=test for a demo whose payments take no money (its invoices and credit notes are numbered TEST-… and marked not valid).',
    );
    expect(startError({ ...SELLER, ...PUBLIC })).toBe(message);
  });

  it('stops the start of a public address without keys, saying what to set', () => {
    expect(startError(PUBLIC)).toMatch(
      /^No way to take payments: SITE_URL https:\/\/academy\.example is a public address, so the server takes real payments only\. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_MODE=test /,
    );
    expect(startError({ SITE_URL: 'http://192.168.1.20:3000' })).toContain(
      'SITE_URL http://192.168.1.20:3000 is a public address',
    );
  });

  it('is Test mode anywhere once switched on explicitly (PAYMENTS_MODE=test)', () => {
    expect(modeOf({ PAYMENTS_MODE: 'test' })).toBe('test');
    expect(modeOf({ ...SELLER, ...PUBLIC, PAYMENTS_MODE: 'test' })).toBe('test');
  });

  it('stops the start on a PAYMENTS_MODE that contradicts the keys, or is unknown', () => {
    expect(startError({ ...KEYS, PAYMENTS_MODE: 'test' })).toBe(
      'PAYMENTS_MODE=test takes no money, yet RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set: remove the keys for a demo, or PAYMENTS_MODE for real payments.',
    );
    expect(startError({ PAYMENTS_MODE: 'razorpay' })).toBe(
      'PAYMENTS_MODE=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.',
    );
    expect(startError({ PAYMENTS_MODE: 'live' })).toBe(
      'PAYMENTS_MODE must be "razorpay" or "test", got "live".',
    );
  });
});

describe('the start in Test mode', () => {
  const startLog = async (mode: 'test' | 'razorpay') => {
    const lines: string[] = [];
    const ctx = await createTestApp(
      {
        logLevel: 'info',
        payments: { mode },
        razorpay: mode === 'razorpay' ? { keyId: 'rzp_key', keySecret: 'rzp_secret' } : {},
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    await ctx.app.ready();
    await ctx.close();
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  };

  it('says so in a warning', async () => {
    expect(await startLog('test')).toContainEqual(
      expect.objectContaining({ level: 40, msg: TEST_MODE_WARNING }),
    );
  });

  it('is not claimed with Razorpay', async () => {
    const log = await startLog('razorpay');
    expect(log.some((line) => line.msg === TEST_MODE_WARNING)).toBe(false);
  });
});
