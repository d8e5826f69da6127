import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import TermsPage from './TermsPage';

beforeAll(() => import('./TermsPage'));

describe('TermsPage', () => {
  it('shows the terms with the order processing time and the cancellation and refund terms', async () => {
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Terms and Conditions' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prices and payment' })).toHaveTextContent(
      'Orders are processed in 1-3 business days.',
    );
    const cancellations = screen.getByRole('region', { name: 'Cancellations and refunds' });
    expect(cancellations).toHaveTextContent('cancel an order within 7 days of receipt');
    expect(cancellations).toHaveTextContent('within 14 days of receiving returned goods');
    expect(cancellations).toHaveTextContent('original packaging');
    const related = within(screen.getByRole('navigation', { name: 'Other policies' }));
    expect(related.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it('opens with the rules for digital courses and tests, above the general terms', async () => {
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });

    const digital = await screen.findByRole(
      'region',
      { name: 'Digital courses and tests' },
      { timeout: 3000 },
    );
    expect(digital).toHaveTextContent('Access starts at purchase');
    expect(digital).toHaveTextContent('within 7 days of purchase');
    expect(digital).toHaveTextContent('After a refund, your access to the course ends');
    const first = screen.getByRole('region', { name: 'About these terms' });
    expect(digital.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
