import { render } from '@testing-library/react';
import { PAGE_TITLES, SITE_TITLE } from '@contract/pageTitles';
import { usePageTitle } from './usePageTitle';

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

it('shows the page’s title while it is shown, and the site’s once it goes', () => {
  document.title = SITE_TITLE;
  const view = render(<Page title={PAGE_TITLES.tests} />);
  expect(document.title).toBe('English proficiency tests | Vaani Academy');
  view.rerender(<Page title={PAGE_TITLES.about} />);
  expect(document.title).toBe('About us | Vaani Academy');
  view.unmount();
  expect(document.title).toBe(SITE_TITLE);
});

it('leaves the title alone until the page knows it', () => {
  document.title = 'Before';
  render(<Page title={undefined} />);
  expect(document.title).toBe('Before');
});
