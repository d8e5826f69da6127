import type { AdminCouponsPage, CouponResponse } from '@contract/types';
import * as m from '@contract/messages/admin';
import { countCouponUse, lockCoupon } from '../../src/repositories/coupons';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { adminCall, auditOf, signInAs } from '../helpers/staff';

let t: TestContext;
let api: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminCall(t, await signInAs(t, 'staff'));
});
afterAll(() => t.close());

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** What checkout sees of a code (repositories/coupons.ts, used by the order service). */
const checkoutView = (code: string) =>
  t.db.transaction(async (tx) => ({
    coupon: await lockCoupon(tx, code),
    counted: await countCouponUse(tx, code),
  }));

describe('coupons', () => {
  it('creates a coupon that checkout accepts at once, with its use counted live', async () => {
    const response = await api.post('/coupons', {
      code: 'monsoon25',
      kind: 'percent',
      amount: 25,
      minOrder: 500,
      maxUses: 2,
      expiresAt: inAMonth(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CouponResponse>().coupon).toMatchObject({
      code: 'MONSOON25',
      status: 'active',
      usedCount: 0,
      version: 1,
    });
    expect(await checkoutView('MONSOON25')).toMatchObject({
      coupon: { code: 'MONSOON25', kind: 'percent', amount: 25, min_order: 500, expired: false },
      counted: true,
    });
    const list = (await api.get('/coupons?q=monsoon')).json<AdminCouponsPage>();
    expect(list).toMatchObject({ total: 1, rows: [{ code: 'MONSOON25', usedCount: 1 }] });
    const [entry] = await auditOf(t, 'coupon', 'MONSOON25');
    expect(entry).toMatchObject({ action: 'coupon.create', before: null });
  });

  it('refuses a duplicate code, a percentage over 100 and an expiry in the past', async () => {
    const base = { kind: 'flat', amount: 100, minOrder: 0, maxUses: null, expiresAt: null };
    expect((await api.post('/coupons', { ...base, code: 'DUPE1' })).statusCode).toBe(201);
    const dupe = await api.post('/coupons', { ...base, code: 'dupe1' });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json()).toEqual({ message: m.COUPON_CODE_TAKEN });
    const percent = await api.post('/coupons', {
      ...base,
      code: 'TOOMUCH',
      kind: 'percent',
      amount: 150,
    });
    expect(percent.json()).toMatchObject({ message: m.COUPON_PERCENT_INVALID });
    const past = await api.post('/coupons', {
      ...base,
      code: 'PAST1',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.json()).toMatchObject({ message: m.COUPON_EXPIRY_PAST });
  });

  it('disables a coupon (checkout refuses it as unknown) and enables it again', async () => {
    await api.post('/coupons', { code: 'SWITCH1', kind: 'flat', amount: 50, minOrder: 0 });
    const disabled = await api.post('/coupons/SWITCH1/disable');
    expect(disabled.json<CouponResponse>().coupon.status).toBe('disabled');
    expect((await checkoutView('SWITCH1')).coupon).toBeUndefined();
    expect(
      (await api.get('/coupons?status=disabled&q=SWITCH')).json<AdminCouponsPage>().total,
    ).toBe(1);
    await api.post('/coupons/SWITCH1/enable');
    expect((await checkoutView('SWITCH1')).coupon).toMatchObject({ code: 'SWITCH1' });
    const actions = (await auditOf(t, 'coupon', 'SWITCH1')).map((entry) => entry.action);
    expect(actions).toEqual(['coupon.enable', 'coupon.disable', 'coupon.create']);
  });

  it('checks the version on update', async () => {
    await api.post('/coupons', { code: 'EDIT1', kind: 'flat', amount: 50, minOrder: 0 });
    const edit = (amount: number) =>
      api.put('/coupons/EDIT1', {
        kind: 'flat',
        amount,
        minOrder: 0,
        maxUses: null,
        expiresAt: null,
        version: 1,
      });
    expect((await edit(60)).statusCode).toBe(200);
    const stale = await edit(70);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: m.COUPON_STALE });
    const [entry] = await auditOf(t, 'coupon', 'EDIT1');
    expect(entry).toMatchObject({
      action: 'coupon.update',
      before: { amount: 50 },
      after: { amount: 60 },
    });
  });
});
