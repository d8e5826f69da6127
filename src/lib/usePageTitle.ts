import { useEffect } from 'react';
import { SITE_TITLE } from '@contract/pageTitles';

/**
 * Sets the browser tab's title while the page is shown (the server wrote the same one into the
 * HTML), and puts back the site's title when it goes: pages without a title of their own, the home
 * page among them, show that one.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
