import { screen, within } from '@testing-library/react';
import { HERO_ATTRIBUTE } from '@/components/layout/useHeroPassed';
import { db } from '@/testing/mocks/db';
import { buildUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

const section = (name: string) => screen.getByRole('region', { name });
// The sections below the products render as they come near the viewport, in a chunk of their own.
const belowFoldSection = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

// Load the lazily routed page once up front, so its first render does not count against findBy's wait.
beforeAll(() => import('./HomePage'));

describe('HomePage', () => {
  it('opens with a hero marked for the navbar, with explore calls-to-action', async () => {
    renderApp('/');

    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(title).toHaveTextContent('Speak with confidence. Prove it with a score.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = title.closest(`[${HERO_ATTRIBUTE}]`);
    expect(hero).not.toBeNull();
    expect(
      within(hero as HTMLElement).getByRole('link', { name: 'Explore Tests' }),
    ).toHaveAttribute('href', '/tests');
    expect(
      within(hero as HTMLElement).getByRole('link', { name: 'Browse Courses' }),
    ).toHaveAttribute('href', '/courses');
  });

  it('lists the three tests and the course line, linking to their pages', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const products = within(section('Tests and courses for every goal')).getAllByRole('article');
    expect(products.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'IELTS Practice Test',
      'English Mastery Assessment',
      'English Mastery Assessment Pro',
      'Video Courses',
    ]);
    for (const card of products.slice(0, 3)) {
      expect(card).toHaveTextContent('Rs. 499');
      expect(within(card).getByRole('link')).toHaveAttribute('href', '/tests');
    }
    expect(within(products[3]).getByRole('link')).toHaveAttribute('href', '/courses');
  });

  it('teases the about page', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const teaser = await belowFoldSection('Transforming Ambition into Achievement');
    expect(within(teaser).getByRole('link', { name: 'Learn more about us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('explains how it works in the seven steps, in order', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const timeline = await screen.findByRole('list', { name: 'How it works' }, { timeout: 3000 });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Register or log in',
      'Purchase a test',
      'Open the dashboard',
      'Read the instructions',
      'Take the test',
      'Experts evaluate it',
      'View results',
    ]);
    for (const step of steps) expect(step.querySelector('p')?.textContent).toBeTruthy();
  });

  it('invites a visitor to sign up and offers the guidance questionnaire', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const guidance = await belowFoldSection('Find the right test or course');
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(
      within(guidance).getByRole('heading', {
        name: 'What would you most like to achieve with your English?',
      }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in learner to the tests instead of the sign-up page', async () => {
    const user = buildUser();
    window.localStorage.setItem('token', db.signIn(user));
    window.localStorage.setItem('user', JSON.stringify(user));
    renderApp('/');

    const band = await screen.findByRole('region', { name: 'Ready for your next test?' });
    expect(within(band).getByRole('link', { name: 'Explore Tests' })).toHaveAttribute(
      'href',
      '/tests',
    );
    expect(screen.queryByRole('link', { name: 'Sign up for free' })).not.toBeInTheDocument();
  });
});
