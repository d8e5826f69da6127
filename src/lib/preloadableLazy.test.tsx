import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferredModule() {
  let resolve!: () => void;
  const ready = new Promise<void>((done) => (resolve = done));
  const load = jest.fn(() => ready.then(() => ({ default: Greeting })));
  return { load, resolve };
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const { load, resolve } = deferredModule();
    const LazyGreeting = preloadableLazy(load);
    resolve();
    await LazyGreeting.preload();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Asha" />
      </Suspense>,
    );

    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when not preloaded', async () => {
    const { load, resolve } = deferredModule();
    const LazyGreeting = preloadableLazy(load);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    resolve();

    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });

  it('never rejects its preload: a failed load is left to the render', async () => {
    const LazyGreeting = preloadableLazy<{ name: string }>(() =>
      Promise.reject(new Error('offline')),
    );

    await expect(LazyGreeting.preload()).resolves.toBeUndefined();
  });
});
