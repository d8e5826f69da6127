import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/axe';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;
/** A second browser context that runs no scripts at all. */
let withoutScripts: BrowserContext;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('9 server rendered');
  withoutScripts = await journey.browser.newContext({
    javaScriptEnabled: false,
    viewport: DESKTOP,
  });
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

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
async function catalogue(query: Record<string, string> = {}): Promise<Listed[]> {
  const params = new URLSearchParams({ page: '1', limit: '7', ...query });
  const answer = await fetch(`${site.url}/api/courses?${params}`);
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

const same = (shown: Card[], expected: Card[]) =>
  JSON.stringify(shown) === JSON.stringify(expected);

/** Waits until the cards on the page are `expected` (a new query's answer arrives a little later). */
async function cardsBecome(page: Page, expected: Card[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  let shown: Card[] = [];
  while (Date.now() < deadline) {
    shown = await cardsShown(page).catch(() => []);
    if (same(shown, expected)) return;
    await page.waitForTimeout(200);
  }
  throw new Error(
    `The cards are\n${JSON.stringify(shown, null, 1)}\nnot\n${JSON.stringify(expected, null, 1)}`,
  );
}

/** The HTML the server answered came with the page drawn in it. */
const drawnByServer = async (response: Response | null) =>
  /<html[^>]*\sdata-server-rendered/.test((await response?.text()) ?? '');

/** A full-page screenshot at the desktop width and at the phone width. */
async function shotAtBothWidths(name: string, target: Page): Promise<void> {
  await target.setViewportSize(DESKTOP);
  await journey.shot(`${name} at ${DESKTOP.width} px`, target);
  await target.setViewportSize(PHONE);
  await journey.shot(`${name} at ${PHONE.width} px`, target);
  await target.setViewportSize(DESKTOP);
}

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
async function appStarted(page: Page): Promise<void> {
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
  await appStarted(page);
  const kept = await page.evaluate(() => {
    const first = (window as unknown as Noted).serverDrawn;
    return {
      drawn: !!first,
      connected: first?.isConnected ?? false,
      onScreen: !!first && first === document.getElementById('root')?.firstElementChild,
      reacts: !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$')),
    };
  });
  if (!kept.drawn) throw new Error(`${page.url()} came without the server's markup`);
  if (!kept.connected || !kept.onScreen || !kept.reacts)
    throw new Error(
      `The app replaced the server's markup of ${page.url()} instead of hydrating it: ${JSON.stringify(kept)}`,
    );
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
  if (differences.length > 0)
    throw new Error(
      `${app.url()} is laid out differently without scripts:\n${differences.join('\n')}`,
    );
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

test("a visitor's public pages come drawn by the server, readable without scripts, and the app takes them over", async () => {
  const { page, step, context } = journey;
  const plain = await withoutScripts.newPage();

  // Everything the journey's browser reports as going wrong: React reports a failed hydration
  // in the console.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const noProblems = () => {
    if (problems.length > 0) throw new Error(`The browser reported:\n${problems.join('\n')}`);
  };
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

  const listed = await catalogue();
  const firstPage = asCards(listed);
  const secondPage = asCards(await catalogue({ page: '2' }));

  await step('without JavaScript, /courses shows the first seven courses with prices', async () => {
    const response = await plain.goto(`${site.url}/courses`);
    if (!(await drawnByServer(response))) throw new Error('/courses was not drawn by the server');
    await visible(plain.getByRole('heading', { level: 1, name: 'Explore Our Courses' }));
    if (firstPage.length !== 7) throw new Error(`The API lists ${firstPage.length} courses`);
    const shown = await cardsShown(plain);
    if (!same(shown, firstPage))
      throw new Error(`The cards read ${JSON.stringify(shown)}, not ${JSON.stringify(firstPage)}`);
    await seeText(plain, 'Page 1 of 3');
    // (Playwright's text locators skip <noscript>: the text as the reader sees it.)
    if ((await plain.evaluate(() => document.body.innerText)).includes('needs JavaScript'))
      throw new Error('A readable page says it needs JavaScript');
    await shotAtBothWidths('courses without javascript', plain);

    await page.goto(`${site.url}/courses`);
    await appStarted(page);
    await sameLayout(plain, page, CATALOGUE_PARTS);
    noProblems();
  });

  await step(
    'without JavaScript, the course page shows its title, price and Add to Cart',
    async () => {
      const response = await plain.goto(`${site.url}${COURSE.path}`);
      if (!(await drawnByServer(response)))
        throw new Error('The course page was not drawn by the server');
      await visible(plain.getByRole('heading', { level: 1, name: COURSE.title }));
      const price = firstPage.find((course) => course.title === COURSE.title)!.price;
      await visible(purchaseBox(plain).getByText(price, { exact: true }));
      await visible(purchaseBox(plain).getByRole('button', { name: 'Add to Cart' }));
      await visible(plain.getByRole('heading', { name: 'Curriculum' }));
      // The parts drawn as the reader scrolls leave no blank band: the footer follows the text.
      for (const viewport of [DESKTOP, PHONE]) {
        await plain.setViewportSize(viewport);
        const gap = await plain.evaluate(() => {
          const footer = document.querySelector('footer')!.getBoundingClientRect().top;
          const text = document.querySelector('main')!.querySelectorAll('h2, p, li, summary');
          return footer - [...text].at(-1)!.getBoundingClientRect().bottom;
        });
        if (gap > 150)
          throw new Error(
            `A blank band of ${Math.round(gap)} px above the footer at ${viewport.width} px`,
          );
      }
      await plain.setViewportSize(DESKTOP);
      await shotAtBothWidths('course page without javascript', plain);

      await page.goto(`${site.url}${COURSE.path}`);
      await appStarted(page);
      await sameLayout(plain, page, COURSE_PARTS);
      noProblems();
    },
  );

  await step(
    'without JavaScript, / shows the hero, and its links load pages the server drew',
    async () => {
      const response = await plain.goto(`${site.url}/`);
      if (!(await drawnByServer(response))) throw new Error('/ was not drawn by the server');
      await visible(plain.getByRole('heading', { level: 1, name: /Speak with confidence/ }));
      await visible(plain.getByRole('link', { name: 'Explore Tests' }));
      await shotAtBothWidths('home without javascript', plain);

      await page.goto(`${site.url}/`);
      await appStarted(page);
      await sameLayout(plain, page, HOME_PARTS);

      const serverDrawn = () =>
        plain.evaluate(() => document.documentElement.hasAttribute('data-server-rendered'));
      await plain
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Courses' })
        .click();
      await atPath(plain, '/courses');
      await visible(plain.getByRole('heading', { level: 1, name: 'Explore Our Courses' }));
      if (!(await serverDrawn()))
        throw new Error('/courses by its link was not drawn by the server');
      const second = firstPage[1]!.title;
      await plain.getByRole('link', { name: second, exact: true }).click();
      await plain.waitForURL((url) => url.pathname.startsWith('/courses/'));
      await visible(plain.getByRole('heading', { level: 1, name: second }));
      if (!(await serverDrawn())) throw new Error(`${plain.url()} was not drawn by the server`);
      noProblems();
    },
  );

  await step(
    'with JavaScript, the app takes over /courses as drawn, without asking for the catalogue',
    async () => {
      apiCalls.length = 0;
      const response = await page.goto(`${site.url}/courses`);
      if (!(await drawnByServer(response))) throw new Error('/courses was not drawn by the server');
      await hydratedInPlace(page);
      if (!same(await cardsShown(page), firstPage)) throw new Error('Other cards after hydration');
      const asked = apiCalls.filter((call) => call.startsWith('/api/courses?'));
      if (asked.length > 0)
        throw new Error(`The browser asked for the catalogue: ${asked.join(', ')}`);
      noProblems();
    },
  );

  await step('with JavaScript, the app takes over the course page as drawn', async () => {
    apiCalls.length = 0;
    const response = await page.goto(`${site.url}${COURSE.path}`);
    if (!(await drawnByServer(response)))
      throw new Error('The course page was not drawn by the server');
    await hydratedInPlace(page);
    // Its reviews load as their place comes near; the course itself came in the page.
    const course = listed.find((entry) => entry.title === COURSE.title)!;
    const asked = apiCalls.filter(
      (call) =>
        call === `/api/courses/ielts-academic-complete` || call === `/api/courses/${course._id}`,
    );
    if (asked.length > 0) throw new Error(`The browser asked for the course: ${asked.join(', ')}`);

    // An address with an #anchor that may point below the fold: those parts are drawn at once
    // once the page is taken over.
    await page.goto('about:blank');
    await page.goto(`${site.url}${COURSE.path}#reviews`);
    await hydratedInPlace(page);
    await visible(page.getByRole('heading', { level: 2, name: 'Reviews', exact: true }));
    await visible(page.getByRole('heading', { name: 'Your instructor' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    noProblems();
  });

  await step('after hydration, Add to Cart as a visitor asks to sign in, as before', async () => {
    await purchaseBox(page).getByRole('button', { name: 'Add to Cart' }).click();
    await seeText(page, 'Please sign in to add items to the cart.');
    await atPath(page, '/signin');
    noProblems();
  });

  await step('after hydration, the catalogue pages, searches and filters', async () => {
    await page.goto(`${site.url}/courses`);
    await hydratedInPlace(page);
    await page
      .getByRole('navigation', { name: 'Course pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await seeText(page, 'Page 2 of 3');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await cardsBecome(page, secondPage);
    if (secondPage.some((card) => firstPage.some((first) => first.title === card.title)))
      throw new Error('Page 2 repeats courses of page 1');

    await page.getByRole('searchbox', { name: 'Search courses' }).fill('toefl');
    await page.waitForURL((url) => url.searchParams.get('q') === 'toefl');
    await cardsBecome(page, asCards(await catalogue({ q: 'toefl' })));

    await page.getByRole('combobox', { name: 'Level' }).selectOption('advanced');
    await page.waitForURL((url) => url.searchParams.get('level') === 'advanced');
    const both = asCards(await catalogue({ q: 'toefl', level: 'advanced' }));
    if (both.length === 0) throw new Error('The API finds nothing for toefl, advanced');
    await cardsBecome(page, both);
    noProblems();
  });

  await step(
    'a signed-in learner gets pages the browser draws, their account in the navbar',
    async () => {
      const learner = newLearner('Nandini Rao');
      await registerAndVerify(page, site, learner);
      await signIn(page, site, learner);
      const cookies = await context.cookies(site.url);
      if (!cookies.some((cookie) => cookie.name === 'signed_in'))
        throw new Error('Signing in set no signed_in cookie');

      for (const path of ['/', '/courses']) {
        const response = await page.goto(`${site.url}${path}`);
        if (await drawnByServer(response)) throw new Error(`${path} was drawn for a visitor`);
        await visible(page.getByRole('button', { name: 'Log out' }));
        await visible(page.getByRole('button', { name: /^Cart, \d+ items?$/ }));
        const noted = await page.evaluate(() => {
          const { serverDrawn, signInShown } = window as unknown as Noted;
          return { serverDrawn: serverDrawn ?? null, signInShown };
        });
        if (noted.serverDrawn !== null) throw new Error(`${path} came with markup`);
        if (noted.signInShown) throw new Error(`${path} showed Sign In to a signed-in learner`);
        if (path === '/courses') await cardsBecome(page, firstPage);
      }
      noProblems();
    },
  );

  await step('after logging out, /courses comes drawn by the server again', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await visible(page.getByRole('link', { name: 'Sign In' }));
    const cookies = await context.cookies(site.url);
    if (cookies.some((cookie) => cookie.name === 'signed_in'))
      throw new Error('Logging out left the signed_in cookie');

    apiCalls.length = 0;
    const response = await page.goto(`${site.url}/courses`);
    if (!(await drawnByServer(response))) throw new Error('/courses was not drawn by the server');
    await hydratedInPlace(page);
    await visible(page.getByRole('link', { name: 'Sign In' }));
    // The watch that found no Sign In link for the learner sees the visitor's.
    if (!(await page.evaluate(() => (window as unknown as Noted).signInShown)))
      throw new Error('The Sign In watch saw nothing');
    if (apiCalls.some((call) => call.startsWith('/api/courses?')))
      throw new Error('The browser asked for the catalogue');
    noProblems();
  });
});
