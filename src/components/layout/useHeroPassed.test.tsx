import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHeroPassed } from './useHeroPassed';

function Probe() {
  return <output>{useHeroPassed() ? 'light navbar' : 'dark navbar over the hero'}</output>;
}

/** The first render, as the server draws it (no effect runs, no scroll known). */
const firstRender = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );

describe('the navbar’s first render (drawn on the server, then hydrated)', () => {
  it.each([paths.home, paths.tests, paths.courses, paths.about, paths.contact, paths.terms])(
    'is dark over the hero on %s, so the page does not flash light first',
    (path) => {
      expect(firstRender(path)).toContain('dark navbar over the hero');
    },
  );

  it.each([paths.course('ielts-academic-complete'), paths.dashboard, paths.checkout])(
    'is light on %s, which has no hero',
    (path) => {
      expect(firstRender(path)).toContain('light navbar');
    },
  );
});
