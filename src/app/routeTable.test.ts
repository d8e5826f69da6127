import { routeTable, type RouteEntry } from './routeTable';

const screens = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [...(entry.screen ? [entry] : []), ...screens(entry.children ?? [])]);

describe('the route table', () => {
  it('loads without running React or browser code, as the production build reads it in Node', () => {
    const forbidden = ['react', 'react-dom', 'react-router-dom', '@/config/env'];
    for (const name of forbidden) {
      jest.doMock(name, () => {
        throw new Error(`the route table ran ${name}`);
      });
    }
    try {
      jest.isolateModules(() => {
        expect(() => jest.requireActual('./routePreloads')).not.toThrow();
      });
    } finally {
      for (const name of forbidden) jest.dontMock(name);
    }
  });

  it('gives every screen a chunk of its own', () => {
    const chunks = screens(routeTable).map((entry) => entry.screen!.chunk);

    expect(new Set(chunks).size).toBe(chunks.length);
  });

  it('loads a component for every screen', async () => {
    for (const entry of screens(routeTable)) {
      const module = await entry.screen!.load();
      expect(typeof module.default).toBe('function');
    }
  });
});
