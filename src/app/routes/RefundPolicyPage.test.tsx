import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import RefundPolicyPage from './RefundPolicyPage';

beforeAll(() => import('./RefundPolicyPage'));

describe('RefundPolicyPage', () => {
  it('states the cancellation window, the refund time and the packaging rule', async () => {
    renderWithProviders(<RefundPolicyPage />, { path: '/refund-policy' });

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

  it('says first what the academy sells: access on purchase, the refund window and the end of access', async () => {
    renderWithProviders(<RefundPolicyPage />, { path: '/refund-policy' });

    const digital = await screen.findByRole(
      'region',
      { name: 'Digital courses and tests' },
      { timeout: 3000 },
    );
    for (const text of [
      'pre-recorded video courses and English tests',
      'Access starts at purchase',
      "ask for a refund from the order's page within 7 days of purchase",
      'watched less than a third of the course',
      'Any other request is decided by our staff.',
      'After a refund, your access to the course ends',
    ]) {
      expect(digital).toHaveTextContent(text);
    }
    const general = screen.getByRole('region', { name: 'Cancelling an order' });
    expect(
      digital.compareDocumentPosition(general) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getAllByRole('link')[0]).toHaveTextContent('Digital courses and tests');
  });
});
