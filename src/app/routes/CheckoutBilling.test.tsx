import { billingMessages } from '@contract/billing';
import { BILLING_SAVED } from '@contract/messages/refunds';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { BILLING_FIRST_HINT } from '@/features/orders/components/checkoutData';
import { db } from '@/testing/mocks/db';
import { buildCartItem, orderId } from '@/testing/mocks/fixtures';
import { apiUrl, errorResponse } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { buildBilling } from '@/testing/mocks/orderFakes';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { renderApp } from '@/testing/render';
import { startWithOrder } from '@/testing/fixtures/checkoutOrder';

/** Karnataka's sample GSTIN (a valid check character). */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

async function renderCheckout() {
  const view = renderApp('/checkout');
  await screen.findByRole('heading', { level: 2, name: 'Order summary' }, { timeout: 5000 });
  return view;
}

const form = () => screen.findByRole('form', { name: 'Billing details' });

beforeAll(async () => {
  await import('./CheckoutPage');
});

describe('the checkout billing step', () => {
  it('asks for billing details first: name prefilled with the account name, Pay disabled with the reason', async () => {
    startWithOrder([buildCartItem(1)], { billing: null });
    await renderCheckout();

    const billing = await form();
    expect(within(billing).getByRole('textbox', { name: 'Billing name' })).toHaveValue(
      'Asha Verma',
    );
    expect(within(billing).getByRole('combobox', { name: 'State or union territory' })).toHaveValue(
      '',
    );
    const pay = screen.getByRole('button', { name: 'Pay Rs. 599' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(BILLING_FIRST_HINT);
    expect(screen.queryByText(/Includes ₹/)).not.toBeInTheDocument();
  });

  it('prefills from the billing details saved at the last checkout', async () => {
    startWithOrder([buildCartItem(1)], { billing: null });
    db.savedBilling.set('user-1', buildBilling({ name: 'Asha V.', stateCode: '29' }));
    await renderCheckout();

    const billing = await form();
    expect(within(billing).getByRole('textbox', { name: 'Billing name' })).toHaveValue('Asha V.');
    expect(within(billing).getByRole('combobox', { name: 'State or union territory' })).toHaveValue(
      'Karnataka',
    );
  });

  it('finds a state by typing, saves, shows the details compactly with the GST, and Pay opens', async () => {
    startWithOrder([buildCartItem(1)], { billing: null });
    const log = recordRequests();
    const { user } = await renderCheckout();

    const state = within(await form()).getByRole('combobox', { name: 'State or union territory' });
    await user.type(state, 'karn');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Karnataka']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));

    expect(await screen.findByText(BILLING_SAVED)).toBeInTheDocument();
    expect(await requestsTo(log, 'PUT', `/api/orders/${orderId(1)}/billing`)[0]!.json()).toEqual({
      name: 'Asha Verma',
      stateCode: '29',
      gstin: '',
      legalName: '',
    });
    expect(screen.getByText('Karnataka (29)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit billing details' })).toBeInTheDocument();
    expect(screen.getByText('Includes ₹91.37 GST')).toBeInTheDocument();
    expect(screen.getByText('IGST 18 % ₹91.37')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Rs. 599' })).toBeEnabled();
  });

  it("checks the fields with the shared rules before sending: the server's messages on the fields", async () => {
    startWithOrder([buildCartItem(1)], { billing: null });
    const log = recordRequests();
    const { user } = await renderCheckout();

    const billing = await form();
    await user.clear(within(billing).getByRole('textbox', { name: 'Billing name' }));
    await user.click(
      within(billing).getByRole('switch', { name: 'I have a GSTIN (for input tax credit)' }),
    );
    await user.type(within(billing).getByRole('textbox', { name: 'GSTIN' }), '29AAGCB7383J1Z');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));

    expect(await screen.findByText(billingMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(billingMessages.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(billingMessages.gstinLength)).toBeInTheDocument();
    expect(screen.getByText(billingMessages.legalNameRequired)).toBeInTheDocument();
    expect(requestsTo(log, 'PUT', `/api/orders/${orderId(1)}/billing`)).toHaveLength(0);
  });

  it('sends a GSTIN with the legal name; a GSTIN of another state is refused on the field', async () => {
    startWithOrder([buildCartItem(1)], { billing: null });
    db.savedBilling.set('user-1', buildBilling({ stateCode: '27' }));
    const { user } = await renderCheckout();

    const billing = await form();
    await user.click(within(billing).getByRole('switch', { name: /I have a GSTIN/ }));
    await user.type(within(billing).getByRole('textbox', { name: 'GSTIN' }), KARNATAKA_GSTIN);
    await user.type(
      within(billing).getByRole('textbox', { name: 'Legal name of the business' }),
      'Asha Tutors LLP',
    );
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));

    expect(
      await screen.findByText(billingMessages.gstinStateMismatch('Karnataka', 'Maharashtra')),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal under its field", async () => {
    startWithOrder([buildCartItem(1)], { billing: null });
    server.use(
      http.put(apiUrl('/orders/:id/billing'), () =>
        errorResponse(400, billingMessages.nameTooLong, 'VALIDATION'),
      ),
    );
    const { user } = await renderCheckout();

    const billing = await form();
    const state = within(billing).getByRole('combobox', { name: 'State or union territory' });
    await user.type(state, 'Delhi');
    await user.click(await screen.findByRole('option', { name: 'Delhi' }));
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));

    const name = within(billing).getByRole('textbox', { name: 'Billing name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(billingMessages.nameTooLong));
  });

  it('an order with details shows them with Edit, which opens the form filled in', async () => {
    startWithOrder([buildCartItem(1)], {
      billing: buildBilling({ gstin: '27AAGCB7383J1Z8', legalName: 'Asha Tutors LLP' }),
    });
    const { user } = await renderCheckout();

    expect(screen.getByText('Asha Tutors LLP (Asha Verma)')).toBeInTheDocument();
    expect(screen.getByText('Maharashtra (27)')).toBeInTheDocument();
    expect(screen.getByText('CGST 9 % ₹45.68 + SGST 9 % ₹45.69')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit billing details' }));

    const billing = await form();
    expect(within(billing).getByRole('switch', { name: /I have a GSTIN/ })).toBeChecked();
    expect(within(billing).getByRole('textbox', { name: 'GSTIN' })).toHaveValue('27AAGCB7383J1Z8');
    await user.click(within(billing).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit billing details' })).toBeInTheDocument();
  });
});
