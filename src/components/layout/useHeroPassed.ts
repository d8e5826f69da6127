import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages mark their hero section with this attribute; the navbar watches it. */
export const HERO_ATTRIBUTE = 'data-page-hero';

/**
 * True once the page's hero has scrolled out of view under the navbar, or at once on a page
 * without a hero. Drives the navbar's 'scrolled' style.
 */
export function useHeroPassed(navbarHeight = 64): boolean {
  const { pathname } = useLocation();
  const [passed, setPassed] = useState(false);

  useEffect(() => {
    const hero = document.querySelector(`[${HERO_ATTRIBUTE}]`);
    if (!hero) {
      setPassed(true);
      return undefined;
    }
    const update = () => setPassed(hero.getBoundingClientRect().bottom <= navbarHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [pathname, navbarHeight]);

  return passed;
}
