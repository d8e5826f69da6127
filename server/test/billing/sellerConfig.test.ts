import { loadConfig } from '../../src/config';
import { SAMPLE_SELLER } from '../../src/services/billing/seller';
import { sellerFromEnv } from '../../src/services/billing/sellerConfig';

const REAL = {
  SELLER_LEGAL_NAME: 'Vaani Learning Private Limited',
  SELLER_ADDRESS: '2nd Floor, 5 MG Road | Bengaluru 560001',
  SELLER_STATE_CODE: '29',
  SELLER_GSTIN: '29aagcb7383j1z4',
};

describe('the seller from the environment', () => {
  it('is the labelled SAMPLE seller when no SELLER_* variable is set', () => {
    expect(sellerFromEnv({})).toBe(SAMPLE_SELLER);
    expect(SAMPLE_SELLER.sample).toBe(true);
  });

  it('is built from the variables, not a sample, with the default series', () => {
    expect(sellerFromEnv({ ...REAL, CREDIT_NOTE_SERIES_PREFIX: 'VCN' })).toEqual({
      tradeName: 'Vaani Academy',
      legalName: 'Vaani Learning Private Limited',
      addressLines: ['2nd Floor, 5 MG Road', 'Bengaluru 560001'],
      stateCode: '29',
      gstin: '29AAGCB7383J1Z4',
      email: undefined,
      sample: false,
      invoiceSeries: { prefix: 'VA', digits: 6 },
      creditNoteSeries: { prefix: 'VCN', digits: 5 },
    });
  });

  it('stops the start with every problem named', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: '/tmp/none',
        JWT_SECRET: 'a',
        COOKIE_SECRET: 'b',
        TEST_PAYMENT_SECRET: 'c',
        SELLER_GSTIN: '29AAGCB7383J1Z4',
      }),
    ).toThrow(/SELLER_.*legal name.*address/);
    expect(() => sellerFromEnv({ ...REAL, SELLER_STATE_CODE: '27' })).toThrow(/GSTIN/);
    expect(() => sellerFromEnv({ ...REAL, INVOICE_SERIES_PREFIX: 'VACN' })).toThrow(
      'Invoices and credit notes need different number prefixes.',
    );
  });

  it('reads the refund settings with their defaults', () => {
    const env = {
      DATA_DIR: '/tmp/none',
      JWT_SECRET: 'a',
      COOKIE_SECRET: 'b',
      TEST_PAYMENT_SECRET: 'c',
    };
    expect(loadConfig(env).refunds).toEqual({ windowDays: 7, maxWatchedPercent: 30 });
    expect(
      loadConfig({ ...env, REFUND_WINDOW_DAYS: '14', REFUND_MAX_WATCHED_PERCENT: '50' }).refunds,
    ).toEqual({ windowDays: 14, maxWatchedPercent: 50 });
    expect(() => loadConfig({ ...env, REFUND_WINDOW_DAYS: 'a week' })).toThrow(
      /REFUND_WINDOW_DAYS/,
    );
  });

  it('reads the stuck-refund retry settings with their defaults, and refuses a lease too short', () => {
    const env = {
      DATA_DIR: '/tmp/none',
      JWT_SECRET: 'a',
      COOKIE_SECRET: 'b',
      TEST_PAYMENT_SECRET: 'c',
    };
    expect(loadConfig(env).refundRetry).toEqual({ pollMs: 60_000, leaseSeconds: 120 });
    expect(
      loadConfig({ ...env, REFUND_RETRY_POLL_MS: '0', REFUND_LEASE_SECONDS: '300' }).refundRetry,
    ).toEqual({ pollMs: 0, leaseSeconds: 300 });
    expect(() => loadConfig({ ...env, REFUND_LEASE_SECONDS: '10' })).toThrow(
      'REFUND_LEASE_SECONDS must be at least 30, got "10".',
    );
    expect(() => loadConfig({ ...env, REFUND_RETRY_POLL_MS: 'often' })).toThrow(
      /REFUND_RETRY_POLL_MS/,
    );
  });
});
