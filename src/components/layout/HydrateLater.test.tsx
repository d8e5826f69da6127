import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferHydration, HydrateLater } from './HydrateLater';

/**
 * A server-drawn page hydrated as the entry does it: the parts in HydrateLater keep the server's
 * markup and answer only once their turn has come (an idle period, or the visitor's first input).
 */
let idle: (() => void)[];
let root: Root | null;

beforeEach(() => {
  idle = [];
  window.requestIdleCallback = ((callback: () => void) => {
    idle.push(callback);
    return idle.length;
  }) as typeof window.requestIdleCallback;
  root = null;
});

const runIdlePeriods = async () => {
  while (idle.length > 0) await act(async () => idle.shift()!());
};

afterEach(async () => {
  // Whatever a test left waiting has its turn, so the next one starts with none.
  await runIdlePeriods();
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function Page({ onFooterClick }: { onFooterClick: () => void }) {
  return (
    <>
      <main>The page</main>
      <HydrateLater name="footer">
        <button type="button" onClick={onFooterClick}>
          Privacy Policy
        </button>
      </HydrateLater>
    </>
  );
}

/** The server's markup, then the entry's hydration with the parts deferred. */
async function hydrate(onFooterClick: () => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onFooterClick={() => undefined} />);
  document.body.appendChild(container);
  deferHydration();
  await act(async () => {
    root = hydrateRoot(container, <Page onFooterClick={onFooterClick} />);
  });
  return container;
}

describe('HydrateLater', () => {
  it('draws its part on the server like any other', () => {
    expect(renderToString(<Page onFooterClick={() => undefined} />)).toContain('Privacy Policy');
  });

  it('keeps the server’s markup on screen and hydrates the part once the page is idle', async () => {
    const clicks = jest.fn();
    const container = await hydrate(clicks);
    const button = container.querySelector('button')!;
    // Not hydrated yet: the server's button is there, React does not answer it.
    expect(button).toHaveTextContent('Privacy Policy');
    act(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(clicks).not.toHaveBeenCalled();

    await runIdlePeriods();
    // The same element, hydrated: nothing was drawn afresh.
    expect(container.querySelector('button')).toBe(button);
    act(() => button.click());
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets the part hydrate at the visitor’s first input, before any idle period', async () => {
    const clicks = jest.fn();
    const container = await hydrate(clicks);
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    act(() => button.click());
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('renders its part at once on a page drawn in the browser', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const clicks = jest.fn();
    const drawn = createRoot(container);
    act(() => drawn.render(<Page onFooterClick={clicks} />));
    act(() => container.querySelector('button')!.click());
    expect(clicks).toHaveBeenCalledTimes(1);
    act(() => drawn.unmount());
  });
});
