import type { Page } from 'playwright-core';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/axe';
import { saveBillingDetails } from '../support/billing';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('6 storefront');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

interface Pick {
  id: string;
  title: string;
  /** The preview lesson and the curriculum section it is in. */
  preview: string;
  section: string;
}

/** A course of the catalogue's first page that costs Rs. 500 or more and has a video preview. */
const courseWithVideoPreview = (page: Page) =>
  page.evaluate(async (): Promise<Pick> => {
    const list = (await (await fetch('/api/courses?page=1&limit=7')).json()) as {
      data: { _id: string; title: string; price: number }[];
    };
    for (const course of list.data.filter((entry) => entry.price >= 500)) {
      const detail = (await (await fetch(`/api/courses/${course._id}`)).json()) as {
        course: {
          sections: {
            title: string;
            lessons: { title: string; kind: string; preview: boolean }[];
          }[];
        };
      };
      for (const section of detail.course.sections) {
        const lesson = section.lessons.find((entry) => entry.preview && entry.kind === 'video');
        if (lesson)
          return {
            id: course._id,
            title: course.title,
            preview: lesson.title,
            section: section.title,
          };
      }
    }
    throw new Error('No course on the first page has a video preview');
  });

/** A full-page screenshot at the phone width, then back to the desktop. */
async function phoneShot(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await journey.shot(name);
  await page.setViewportSize(DESKTOP);
}

test('a visitor previews a course, chooses it signed out, signs in, pays with a coupon and can start it', async () => {
  const { page, step } = journey;
  const learner = newLearner('Meera Iyer');
  // A learner whose profile is still incomplete: nothing on the way may fail or log an error.
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') noise.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) noise.push(`${response.status()} ${response.url()}`);
  });
  let course: Pick = { id: '', title: '', preview: '', section: '' };

  await step('a learner with a verified account, signed out', async () => {
    await registerAndVerify(page, site, learner);
  });

  await step('a search of the catalogue finds it; its page opens', async () => {
    await page.goto(`${site.url}/courses`);
    course = await courseWithVideoPreview(page);
    // The title's longest word, as a learner would type it, lower case.
    const word = course.title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0]!;
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(word.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('q') === word.toLowerCase());
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: course.title }));
  });

  await step('a preview lesson plays', async () => {
    const preview = page.getByRole('link', { name: `Preview: ${course.preview}` });
    // Only the curriculum's first section starts open.
    if (!(await preview.isVisible()))
      await page.locator('summary').filter({ hasText: course.section }).first().click();
    await preview.click();
    await page.waitForURL((url) => url.pathname.startsWith('/learn/'));
    const video = page.locator('video');
    await video.waitFor({ state: 'visible' });
    const duration = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`video readyState ${element.readyState}`)),
            15_000,
          );
          const done = () => {
            clearTimeout(timer);
            resolve(element.duration);
          };
          if (element.readyState >= 1) done();
          else element.addEventListener('loadedmetadata', done, { once: true });
        }),
    );
    if (!(duration > 0)) throw new Error(`The preview has no duration: ${duration}`);
  });

  await step('Add to Cart while signed out warns and goes to sign in', async () => {
    await page.goBack();
    await visible(page.getByRole('heading', { level: 1, name: course.title }));
    await page
      .getByRole('complementary', { name: 'Price and purchase' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await seeText(page, 'Please sign in to add items to the cart.');
    await atPath(page, '/signin');
  });

  await step('signing in lands on / with the course in the cart, named in a toast', async () => {
    await signIn(page, site, learner);
    await seeText(page, `${course.title} is in your cart.`);
    await visible(page.getByRole('link', { name: 'View course' }));
    await visible(page.getByRole('button', { name: 'Cart, 1 item' }));
  });

  await step('the cart holds the course; check out', async () => {
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await visible(drawer.getByText(course.title));
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await atPath(page, '/checkout');
    await visible(page.getByRole('heading', { level: 2, name: 'Order summary' }));
  });

  await step('WELCOME10 applied', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await seeText(page, /Coupon WELCOME10 applied: you save Rs\. [\d,]+\./);
  });

  await step('replaced by FLAT100', async () => {
    await page.getByRole('button', { name: 'Use another code' }).click();
    await page.getByRole('textbox', { name: 'New coupon code' }).fill('FLAT100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await seeText(page, 'Coupon FLAT100 applied: you save Rs. 100.');
    const totals = page.getByLabel('Order totals');
    await visible(totals.getByText('Discount (FLAT100)'));
    await journey.shot('checkout summary desktop');
    await phoneShot(page, 'checkout summary phone');
  });

  await step('billing details for Karnataka: the GST is integrated tax', async () => {
    await saveBillingDetails(page, 'Karnataka');
    await seeText(page, /IGST 18 %/);
  });

  await step('pay in test mode: the confirmation with the order number', async () => {
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Test mode', { exact: true }));
    await dialog.getByRole('button', { name: 'Pay successfully' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
    await visible(page.getByRole('heading', { level: 1, name: 'Payment successful' }));
    await visible(page.getByLabel('Receipt').getByText('Order number'));
    await visible(
      page.getByRole('list', { name: 'Courses in this order' }).getByRole('link', {
        name: 'Go to course',
      }),
    );
    await journey.shot('confirmation desktop');
    await phoneShot(page, 'confirmation phone');
  });

  await step('the course page and its card offer Go to course', async () => {
    await page.goto(`${site.url}/courses/${course.id}`);
    await visible(
      page
        .getByRole('complementary', { name: 'Price and purchase' })
        .getByRole('link', { name: 'Go to course' }),
    );
    await page.goto(`${site.url}/courses`);
    const card = page
      .locator('li[aria-labelledby]')
      .filter({ has: page.getByRole('heading', { level: 2, name: course.title, exact: true }) });
    await visible(card.getByRole('link', { name: 'Go to course' }));
    await visible(page.getByRole('button', { name: 'Cart, 0 items' }));
  });

  await step('no failed call and no console error on the way', async () => {
    if (noise.length > 0) throw new Error(`Unexpected:\n${noise.join('\n')}`);
  });
});
