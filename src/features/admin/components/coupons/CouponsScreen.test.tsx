import { screen, within } from '@testing-library/react';
import {
  COUPON_CODE_INVALID,
  COUPON_CREATED,
  COUPON_DISABLED,
  COUPON_PERCENT_INVALID,
} from '@contract/messages/admin';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';

describe('the console coupons', () => {
  it('lists coupons with their use counts', async () => {
    renderConsole('/admin/coupons');
    const grid = await screen.findByRole('grid', { name: 'Coupons' }, { timeout: 10_000 });
    expect(await within(grid).findByText('WELCOME10')).toBeInTheDocument();
    expect(within(grid).getAllByText('3 / 100').length).toBeGreaterThan(0);
  });

  it('checks the form with the shared rules, then creates the coupon', async () => {
    const { user } = renderConsole('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'x');
    const amount = within(dialog).getByRole('spinbutton', { name: /amount/i });
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(COUPON_CODE_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByText(COUPON_PERCENT_INVALID)).toBeInTheDocument();

    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    // Typed in lower case: made upper case, not refused.
    await user.type(code, 'diwali25');
    await user.clear(amount);
    await user.type(amount, '25');
    // The expiry is typed DD-MM-YYYY, as every date in the product.
    await user.type(within(dialog).getByRole('textbox', { name: /expires on/i }), '31122030');
    expect(within(dialog).getByRole('textbox', { name: /expires on/i })).toHaveValue('31-12-2030');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_CREATED)).toBeInTheDocument();
    expect(adminDb.coupons.find((c) => c.code === 'DIWALI25')?.expiresAt).toBe(
      '2030-12-31T18:29:59.000Z',
    );
  });

  it('disables a coupon', async () => {
    const { user } = renderConsole('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Disable WELCOME10' }));
    expect(await screen.findByText(COUPON_DISABLED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable WELCOME10' })).toBeInTheDocument();
  });
});
