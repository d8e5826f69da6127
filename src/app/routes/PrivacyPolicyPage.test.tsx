import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';

beforeAll(() => import('./PrivacyPolicyPage'));

// jsdom does not scroll; record which elements were asked to come into view.
let scrolledTo: string[];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
});

describe('PrivacyPolicyPage', () => {
  // First in the file on purpose: on this first render the lazily routed page is still loading when
  // the layout's own scroll attempt runs, as when a visitor opens the address directly.
  it('lands on the shipping policy when the address names it', async () => {
    renderApp('/privacy-policy#shipping-policy');

    await screen.findByRole('region', { name: 'Shipping Policy' }, { timeout: 3000 });
    await waitFor(() => expect(scrolledTo).toContain('shipping-policy'));
  });

  it("lands on the shipping policy from the footer's link on another page", async () => {
    const { user, router } = renderApp('/tests');

    const footerLinks = await screen.findByRole('navigation', { name: 'Policies' });
    await user.click(within(footerLinks).getByRole('link', { name: 'Shipping Policy' }));

    await screen.findByRole('region', { name: 'Shipping Policy' }, { timeout: 3000 });
    expect(router.state.location).toMatchObject({
      pathname: '/privacy-policy',
      hash: '#shipping-policy',
    });
    await waitFor(() => expect(scrolledTo).toContain('shipping-policy'));
  });

  it('shows the privacy policy with the shipping policy and its delivery times', async () => {
    renderApp('/privacy-policy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping Policy' });
    expect(shipping).toHaveAttribute('id', 'shipping-policy');
    for (const text of [
      'orders are processed in 1-3 business days',
      'Standard shipping: 5-7 business days',
      'Express shipping: 2-4 business days',
      'International shipping: 7-15 business days',
    ]) {
      expect(shipping).toHaveTextContent(text);
    }
    expect(scrolledTo).toEqual([]);
    const digital = screen.getByRole('region', { name: 'Digital courses and tests' });
    expect(digital).toHaveTextContent('Nothing is shipped');
    expect(
      digital.compareDocumentPosition(shipping) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('jumps to a section from its contents', async () => {
    const { user } = renderApp('/privacy-policy');

    const contents = await screen.findByRole(
      'navigation',
      { name: 'On this page' },
      { timeout: 3000 },
    );
    await user.click(within(contents).getByRole('link', { name: 'Your rights' }));

    await waitFor(() => expect(scrolledTo).toContain('your-rights'));
  });
});
