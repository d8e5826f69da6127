import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths, SITE_PAGES } from '@/config/paths';
import { APP_BAR_HEIGHT } from './appBarHeight';
import { MAIN_ID } from './SkipLink';

/** Pages mark their hero section with this attribute; the navbar watches it. */
export const HERO_ATTRIBUTE = 'data-page-hero';

/**
 * The pages that open with a hero, so the first render (on the server too) already draws the
 * navbar over it; the check below corrects it after any scroll.
 */
const PAGES_WITH_HERO = new Set([...SITE_PAGES, paths.profile]);

/** How long after a navigation a lazily loaded page may take to show its hero. */
const HERO_SEARCH_MS = 3000;

/**
 * The shown page's hero. A page that suspends leaves the previous page in the DOM, hidden, until
 * the new one renders: a hidden hero has no layout boxes and does not count.
 */
function visibleHero(): Element | undefined {
  return [...document.querySelectorAll(`[${HERO_ATTRIBUTE}]`)].find(
    (hero) => hero.getClientRects().length > 0,
  );
}

/**
 * True once the page's hero has scrolled out of view under the navbar, or on a page without a
 * hero. Drives the navbar's 'scrolled' style.
 */
export function useHeroPassed(navbarHeight = APP_BAR_HEIGHT): boolean {
  const { pathname } = useLocation();
  const [passed, setPassed] = useState(() => !PAGES_WITH_HERO.has(pathname));

  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const hero = visibleHero();
        setPassed(!hero || hero.getBoundingClientRect().bottom <= navbarHeight);
        if (hero) watcher.disconnect();
      });
    };
    // The page's code may still be loading: watch the content until its hero appears.
    const watcher = new MutationObserver(check);
    const main = document.getElementById(MAIN_ID);
    if (main) watcher.observe(main, { childList: true, subtree: true });
    const stopWatching = window.setTimeout(() => watcher.disconnect(), HERO_SEARCH_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      watcher.disconnect();
      window.clearTimeout(stopWatching);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [pathname, navbarHeight]);

  return passed;
}
