import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';

beforeAll(() => import('./RefundPolicyPage'));

describe('RefundPolicyPage', () => {
  it('states the cancellation window, the refund time and the packaging rule', async () => {
    renderApp('/refund-policy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refund Policy' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cancelling an order' })).toHaveTextContent(
      'You can cancel an order within 7 days of receipt.',
    );
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(
      'We issue your refund within 14 days of receiving returned goods.',
    );
    expect(screen.getByRole('region', { name: 'Returning physical items' })).toHaveTextContent(
      'Returns need original packaging',
    );
    const related = within(screen.getByRole('navigation', { name: 'Other policies' }));
    expect(related.getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy#shipping-policy',
    );
  });
});
