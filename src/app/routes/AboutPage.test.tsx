import { screen, within } from '@testing-library/react';
import { HERO_ATTRIBUTE } from '@/components/layout/useHeroPassed';
import { renderWithProviders } from '@/testing/renderWithProviders';
import AboutPage from './AboutPage';

// Load the lazily routed page once up front, so its first render does not count against findBy's wait.
beforeAll(() => import('./AboutPage'));

describe('AboutPage', () => {
  it("opens with 'About' and the academy's name, and the tagline, in the navbar's hero", async () => {
    renderWithProviders(<AboutPage />, { path: '/about' });

    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(title).toHaveTextContent(/^About Vaani Academy$/);
    const hero = title.closest(`[${HERO_ATTRIBUTE}]`) as HTMLElement;
    expect(hero).not.toBeNull();
    expect(within(hero).getByText('Transforming Ambition into Achievement')).toBeInTheDocument();
  });

  it('describes who the academy is, its mission and vision, and its areas of expertise', async () => {
    renderWithProviders(<AboutPage />, { path: '/about' });

    const whoWeAre = await screen.findByRole('region', { name: 'Who We Are' }, { timeout: 3000 });
    for (const topic of [
      'English proficiency',
      'accent training',
      'BPO and call-centre roles',
      'study-abroad assessments',
    ]) {
      expect(whoWeAre).toHaveTextContent(topic);
    }
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    const expertise = within(screen.getByRole('region', { name: 'Our Expertise' })).getAllByRole(
      'listitem',
    );
    expect(expertise.length).toBeGreaterThanOrEqual(4);
  });

  it('introduces the two directors with portrait, role and bio, and leads on to the tests', async () => {
    renderWithProviders(<AboutPage />, { path: '/about' });

    const directors = await screen.findByRole(
      'region',
      { name: 'Meet Our Directors' },
      { timeout: 3000 },
    );
    const cards = within(directors).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      const name = within(card).getByRole('heading').textContent ?? '';
      expect(within(card).getByRole('img', { name: `Portrait of ${name}` })).toHaveAttribute(
        'width',
        '128',
      );
      expect(card.textContent!.length).toBeGreaterThan(name.length + 60);
    }
    expect(screen.getByRole('link', { name: 'Explore Our Tests' })).toHaveAttribute(
      'href',
      '/tests',
    );
  });
});
