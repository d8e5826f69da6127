import { screen } from '@testing-library/react';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import { renderApp } from '@/testing/render';

describe('MyTestsPage', () => {
  it("says 'Coming Soon!' under the dashboard's Tests tab", async () => {
    const user = buildCompleteUser();
    window.localStorage.setItem('token', db.signIn(user));
    window.localStorage.setItem('user', JSON.stringify(user));
    renderApp('/user-dash/mytests');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming Soon!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Explore Our Tests' })).toHaveAttribute(
      'href',
      '/tests',
    );
  });
});
