import { screen, within } from '@testing-library/react';
import { EXTRA_TIME_SAVED, TEST_PUT_ON_SALE, TEST_STALE } from '@contract/messages/adminTests';
import { renderConsole } from '@/testing/admin/renderConsole';
import { adminDb } from '@/testing/mocks/adminDb';
import { db } from '@/testing/mocks/db';
import { testProductId } from '@/testing/mocks/fixtures';

const testCard = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the console tests', () => {
  it('puts a test on sale at a new price: the storefront sells it, and the change is audited', async () => {
    const { user } = renderConsole('/admin/tests');
    const card = await testCard('IELTS Practice Test');
    expect(within(card).getByText('Shown as coming soon')).toBeInTheDocument();

    await user.click(within(card).getByRole('switch', { name: 'On sale' }));
    const price = within(card).getByRole('spinbutton', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '599');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TEST_PUT_ON_SALE)).toBeInTheDocument();
    expect(await within(card).findByText('Selling')).toBeInTheDocument();
    expect(db.tests[0]).toMatchObject({ id: testProductId(1), onSale: true, price: 599 });
    expect(adminDb.audit[0]).toMatchObject({
      action: 'test.update',
      after: { onSale: true, price: 599 },
    });
  });

  it('refuses a price out of bounds before sending it, and a stale edit with the server message', async () => {
    const { user } = renderConsole('/admin/tests');
    const card = await testCard('English Mastery Assessment');
    const price = within(card).getByRole('spinbutton', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText(/whole number of rupees from 1 to 5,00,000/),
    ).toBeInTheDocument();

    adminDb.tests[1]!.version = 7; // someone else saved meanwhile
    await user.clear(price);
    await user.type(price, '450');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEST_STALE)).toBeInTheDocument();
    expect(db.tests[1]!.price).toBe(499);
  });

  it('uploads a new form version picked as a JSON file', async () => {
    const { user } = renderConsole('/admin/tests');
    const card = await testCard('English Mastery Assessment Pro');
    const file = new File([JSON.stringify({ formId: 'english-mastery-pro-a' })], 'form.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByTestId(`form-file-${testProductId(3)}`), file);
    expect(
      await screen.findByText('Version 2 of english-mastery-pro-a is active.'),
    ).toBeInTheDocument();
    expect(await within(card).findByText(/english-mastery-pro-a v2/)).toBeInTheDocument();
  });

  it('grants a candidate 25 % extra time with a reason', async () => {
    const { user } = renderConsole('/admin/tests');
    const grid = await screen.findByRole('grid', { name: 'Attempts' }, { timeout: 10_000 });
    await user.click(
      await within(grid).findByRole('button', {
        name: 'Grant extra time to Ravi Kumar on English Mastery Assessment',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Ravi Kumar' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant extra time' }));
    expect(await within(dialog).findByText(/Say why/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Extra time' }));
    await user.click(await screen.findByRole('option', { name: '25 % more time' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Dyslexia assessment');
    await user.click(within(dialog).getByRole('button', { name: 'Grant extra time' }));

    expect(await screen.findByText(EXTRA_TIME_SAVED)).toBeInTheDocument();
    expect(adminDb.attempts[1]!.extraTimePercent).toBe(25);
  });
});
