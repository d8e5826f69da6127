import type { Locator, Page, Response } from '@playwright/test';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';
import { DESKTOP, PHONE } from '../support/viewports';

const COURSE = {
  path: '/courses/ielts-academic-complete',
  title: 'IELTS Academic: Complete Preparation',
};

interface Listed {
  _id: string;
  title: string;
  price: number;
}
interface Card {
  title: string;
  price: string;
}

/** The catalogue as the API lists it for `query` (the address's search, filters and page). */
async function catalogue(siteUrl: string, query: Record<string, string> = {}): Promise<Listed[]> {
  const params = new URLSearchParams({ page: '1', limit: '7', ...query });
  const answer = await fetch(`${siteUrl}/api/courses?${params}`);
  return ((await answer.json()) as { data: Listed[] }).data;
}

const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-IN')}`;
const asCards = (courses: Listed[]): Card[] =>
  courses.map((course) => ({ title: course.title, price: rupees(course.price) }));

/** The course cards of the page shown, in order. */
const courseCards = (page: Page) =>
  page.locator('li[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2 }) });

/** Each card's title and price, as they read on the page. */
async function cardsShown(page: Page): Promise<Card[]> {
  const cards = await courseCards(page).all();
  return Promise.all(
    cards.map(async (card) => ({
      title: (await card.getByRole('heading', { level: 2 }).innerText()).trim(),
      price: (await card.getByText(/^Rs\. [\d,]+$/).innerText()).trim(),
    })),
  );
}

/** Waits until the cards on the page are `expected` (a new query's answer arrives a little later). */
async function cardsBecome(page: Page, expected: Card[]): Promise<void> {
  await expect
    .poll(() => cardsShown(page).catch(() => []), { message: 'the cards shown' })
    .toEqual(expected);
}

/** The HTML the server answered came with the page drawn in it. */
const drawnByServer = async (response: Response | null) =>
  /<html[^>]*\sdata-server-rendered/.test((await response?.text()) ?? '');

/** What the init script (below) notes of each page the journey's browser loads. */
interface Noted {
  /** The root's first element as the HTML brought it, at DOMContentLoaded (null: none). */
  serverDrawn?: Element | null;
  /** A Sign In link was in the navbar at some moment of this page's life. */
  signInShown?: boolean;
}

/**
 * Waits until the app has started and taken the page (React's own key on the root's first
 * element), then until the page is idle: no request for half a second, an idle callback.
 */
async function appSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  );
}

/** After the app started, the element the server drew is the one on screen, now React's. */
async function hydratedInPlace(page: Page): Promise<void> {
  await appSettled(page);
  const kept = await page.evaluate(() => {
    const first = (window as unknown as Noted).serverDrawn;
    return {
      drawn: !!first,
      connected: first?.isConnected ?? false,
      onScreen: !!first && first === document.getElementById('root')?.firstElementChild,
      reacts: !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$')),
    };
  });
  expect(kept.drawn, `${page.url()} came with the server's markup`).toBe(true);
  expect(kept, `the app hydrated the server's markup of ${page.url()} in place`).toEqual({
    drawn: true,
    connected: true,
    onScreen: true,
    reacts: true,
  });
}

/**
 * The same parts of a page without scripts and with the app running sit in the same place, at
 * both widths: the page without scripts has all of its styles.
 */
async function sameLayout(
  plain: Page,
  app: Page,
  parts: { name: string; of: (page: Page) => Locator }[],
): Promise<void> {
  const differences: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await plain.setViewportSize(viewport);
    await app.setViewportSize(viewport);
    for (const part of parts) {
      const box = (target: Page) => part.of(target).boundingBox({ timeout: 5000 });
      const [a, b] = [await box(plain), await box(app)];
      if (!a || !b) {
        differences.push(
          `${viewport.width} px: ${part.name} not shown (${!a ? 'without' : 'with'} scripts)`,
        );
        continue;
      }
      const off = Math.max(
        Math.abs(a.x - b.x),
        Math.abs(a.y - b.y),
        Math.abs(a.width - b.width),
        Math.abs(a.height - b.height),
      );
      if (off > 1)
        differences.push(
          `${viewport.width} px: ${part.name} at ${JSON.stringify(a)} without scripts, ${JSON.stringify(b)} with`,
        );
    }
  }
  await plain.setViewportSize(DESKTOP);
  await app.setViewportSize(DESKTOP);
  expect(differences, `${app.url()} is laid out the same without scripts`).toEqual([]);
}

const CATALOGUE_PARTS = [
  { name: 'the navbar', of: (page: Page) => page.getByRole('banner') },
  { name: 'the heading', of: (page: Page) => page.getByRole('heading', { level: 1 }) },
  {
    name: 'the search box',
    of: (page: Page) => page.getByRole('searchbox', { name: 'Search courses' }),
  },
  { name: 'the first card', of: (page: Page) => courseCards(page).first() },
  { name: 'the last card', of: (page: Page) => courseCards(page).last() },
  { name: 'the pages', of: (page: Page) => page.getByRole('navigation', { name: 'Course pages' }) },
  { name: 'the footer', of: (page: Page) => page.getByRole('contentinfo') },
];
const purchaseBox = (page: Page) => page.getByRole('complementary', { name: 'Price and purchase' });
const COURSE_PARTS = [
  { name: 'the navbar', of: (page: Page) => page.getByRole('banner') },
  { name: 'the title', of: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { name: 'the price box', of: purchaseBox },
  { name: 'the curriculum', of: (page: Page) => page.getByRole('heading', { name: 'Curriculum' }) },
];
const HOME_PARTS = [
  { name: 'the navbar', of: (page: Page) => page.getByRole('banner') },
  { name: 'the hero heading', of: (page: Page) => page.getByRole('heading', { level: 1 }) },
  {
    name: 'Explore Tests',
    of: (page: Page) => page.getByRole('link', { name: 'Explore Tests', exact: true }),
  },
  {
    name: 'Browse Courses',
    of: (page: Page) => page.getByRole('link', { name: 'Browse Courses', exact: true }),
  },
];

test("a visitor's public pages come drawn by the server, readable without scripts, and the app takes them over", async ({
  page,
  context,
  step,
  site,
  newContext,
}) => {
  /** A second browser that runs no scripts at all. */
  const plain = await (await newContext({ javaScriptEnabled: false })).newPage();

  // Everything the journey's browser reports as going wrong: React reports a failed hydration
  // in the console.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const noProblems = () => expect(problems, 'what the browser reported').toEqual([]);
  // The API calls the page makes.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  await context.addInitScript(() => {
    const noted = window as unknown as Noted;
    document.addEventListener(
      'DOMContentLoaded',
      () => (noted.serverDrawn = document.getElementById('root')?.firstElementChild ?? null),
      { once: true },
    );
    noted.signInShown = false;
    new MutationObserver(() => {
      if (document.querySelector('header a[href="/signin"]')) noted.signInShown = true;
    }).observe(document, { childList: true, subtree: true });
  });

  const listed = await catalogue(site.url);
  const firstPage = asCards(listed);
  const secondPage = asCards(await catalogue(site.url, { page: '2' }));

  await step('without JavaScript, /courses shows the first seven courses with prices', async () => {
    const response = await plain.goto('/courses');
    expect(await drawnByServer(response), '/courses drawn by the server').toBe(true);
    await expect(
      plain.getByRole('heading', { level: 1, name: 'Explore Our Courses' }),
    ).toBeVisible();
    expect(firstPage, 'the courses the API lists').toHaveLength(7);
    expect(await cardsShown(plain)).toEqual(firstPage);
    await expect(plain.getByText('Page 1 of 3', { exact: true }).first()).toBeVisible();
    // (Playwright's text locators skip <noscript>: the text as the reader sees it.)
    expect(await plain.evaluate(() => document.body.innerText)).not.toContain('needs JavaScript');

    await visit(page, '/courses');
    await appSettled(page);
    await sameLayout(plain, page, CATALOGUE_PARTS);
    noProblems();
  });

  await step(
    'without JavaScript, the course page shows its title, price and Add to Cart',
    async () => {
      const response = await plain.goto(COURSE.path);
      expect(await drawnByServer(response), 'the course page drawn by the server').toBe(true);
      await expect(plain.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
      const price = firstPage.find((course) => course.title === COURSE.title)!.price;
      await expect(purchaseBox(plain).getByText(price, { exact: true }).first()).toBeVisible();
      await expect(purchaseBox(plain).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      await expect(plain.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
      // The parts drawn as the reader scrolls leave no blank band: the footer follows the text.
      for (const viewport of [DESKTOP, PHONE]) {
        await plain.setViewportSize(viewport);
        const gap = await plain.evaluate(() => {
          const footer = document.querySelector('footer')!.getBoundingClientRect().top;
          const text = document.querySelector('main')!.querySelectorAll('h2, p, li, summary');
          return footer - [...text].at(-1)!.getBoundingClientRect().bottom;
        });
        expect(gap, `the band above the footer at ${viewport.width} px`).toBeLessThanOrEqual(150);
      }
      await plain.setViewportSize(DESKTOP);

      await visit(page, COURSE.path);
      await appSettled(page);
      await sameLayout(plain, page, COURSE_PARTS);
      noProblems();
    },
  );

  await step(
    'without JavaScript, / shows the hero, and its links load pages the server drew',
    async () => {
      const response = await plain.goto('/');
      expect(await drawnByServer(response), '/ drawn by the server').toBe(true);
      await expect(
        plain.getByRole('heading', { level: 1, name: /Speak with confidence/ }),
      ).toBeVisible();
      await expect(plain.getByRole('link', { name: 'Explore Tests' })).toBeVisible();

      await visit(page, '/');
      await appSettled(page);
      await sameLayout(plain, page, HOME_PARTS);

      const serverDrawn = () =>
        plain.evaluate(() => document.documentElement.hasAttribute('data-server-rendered'));
      await plain
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Courses' })
        .click();
      await expect(plain).toHaveURL(pathIs('/courses'));
      await expect(
        plain.getByRole('heading', { level: 1, name: 'Explore Our Courses' }),
      ).toBeVisible();
      expect(await serverDrawn(), '/courses by its link drawn by the server').toBe(true);
      const second = firstPage[1]!.title;
      await plain.getByRole('link', { name: second, exact: true }).click();
      await expect(plain).toHaveURL((url) => url.pathname.startsWith('/courses/'));
      await expect(plain.getByRole('heading', { level: 1, name: second })).toBeVisible();
      expect(await serverDrawn(), `${plain.url()} drawn by the server`).toBe(true);
      noProblems();
    },
  );

  await step(
    'with JavaScript, the app takes over /courses as drawn, without asking for the catalogue',
    async () => {
      apiCalls.length = 0;
      const response = await visit(page, '/courses');
      expect(await drawnByServer(response), '/courses drawn by the server').toBe(true);
      await hydratedInPlace(page);
      expect(await cardsShown(page), 'the cards after hydration').toEqual(firstPage);
      expect(
        apiCalls.filter((call) => call.startsWith('/api/courses?')),
        'the browser asked for the catalogue',
      ).toEqual([]);
      noProblems();
    },
  );

  await step('with JavaScript, the app takes over the course page as drawn', async () => {
    apiCalls.length = 0;
    const response = await visit(page, COURSE.path);
    expect(await drawnByServer(response), 'the course page drawn by the server').toBe(true);
    await hydratedInPlace(page);
    // Its reviews load as their place comes near; the course itself came in the page.
    const course = listed.find((entry) => entry.title === COURSE.title)!;
    expect(
      apiCalls.filter(
        (call) =>
          call === `/api/courses/ielts-academic-complete` || call === `/api/courses/${course._id}`,
      ),
      'the browser asked for the course',
    ).toEqual([]);

    // An address with an #anchor that may point below the fold: those parts are drawn at once
    // once the page is taken over.
    await visit(page, 'about:blank');
    await visit(page, `${COURSE.path}#reviews`);
    await hydratedInPlace(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Reviews', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your instructor' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    noProblems();
  });

  await step('after hydration, Add to Cart as a visitor asks to sign in, as before', async () => {
    await purchaseBox(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByText('Please sign in to add items to the cart.', { exact: true }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(pathIs('/signin'));
    noProblems();
  });

  await step('after hydration, the catalogue pages, searches and filters', async () => {
    await visit(page, '/courses');
    await hydratedInPlace(page);
    await page
      .getByRole('navigation', { name: 'Course pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page.getByText('Page 2 of 3', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await cardsBecome(page, secondPage);
    expect(
      secondPage.filter((card) => firstPage.some((first) => first.title === card.title)),
      'courses of page 1 repeated on page 2',
    ).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search courses' }).fill('toefl');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'toefl');
    await cardsBecome(page, asCards(await catalogue(site.url, { q: 'toefl' })));

    await page.getByRole('combobox', { name: 'Level' }).selectOption('advanced');
    await expect(page).toHaveURL((url) => url.searchParams.get('level') === 'advanced');
    const both = asCards(await catalogue(site.url, { q: 'toefl', level: 'advanced' }));
    expect(both, 'what the API finds for toefl, advanced').not.toHaveLength(0);
    await cardsBecome(page, both);
    noProblems();
  });

  await step(
    'a signed-in learner gets pages the browser draws, their account in the navbar',
    async () => {
      const learner = newLearner('Nandini Rao');
      await registerAndVerify(page, site, learner);
      await signIn(page, learner);
      const signedInCookies = await context.cookies(site.url);
      expect(signedInCookies.map((cookie) => cookie.name)).toContain('signed_in');

      for (const path of ['/', '/courses']) {
        const response = await visit(page, path);
        expect(await drawnByServer(response), `${path} drawn as for a visitor`).toBe(false);
        await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
        const noted = await page.evaluate(() => {
          const { serverDrawn, signInShown } = window as unknown as Noted;
          return { serverDrawn: serverDrawn ?? null, signInShown };
        });
        expect(noted.serverDrawn, `${path} came with markup`).toBeNull();
        expect(noted.signInShown, `${path} showed Sign In to a signed-in learner`).toBe(false);
        if (path === '/courses') await cardsBecome(page, firstPage);
      }
      noProblems();
    },
  );

  await step('after logging out, /courses comes drawn by the server again', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const cookies = await context.cookies(site.url);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('signed_in');

    apiCalls.length = 0;
    const response = await visit(page, '/courses');
    expect(await drawnByServer(response), '/courses drawn by the server').toBe(true);
    await hydratedInPlace(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The watch that found no Sign In link for the learner sees the visitor's.
    expect(await page.evaluate(() => (window as unknown as Noted).signInShown)).toBe(true);
    expect(
      apiCalls.filter((call) => call.startsWith('/api/courses?')),
      'the browser asked for the catalogue',
    ).toEqual([]);
    noProblems();
  });
});
