import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failure');
}

function Harness() {
  const [path, setPath] = useState('/broken');
  return (
    <>
      <button onClick={() => setPath('/fine')}>Go elsewhere</button>
      <RouteErrorBoundary resetKey={path}>
        {path === '/broken' ? <Broken /> : <p>Fine page</p>}
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  // React and the boundary report the crash on the console; keep this test's output quiet, and
  // give console.error back to the tests that follow.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a way on instead of a blank page, and clears on navigation', async () => {
    render(<Harness />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));

    expect(screen.getByText('Fine page')).toBeInTheDocument();
  });
});
