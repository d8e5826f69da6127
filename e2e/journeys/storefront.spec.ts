import type { Page } from '@playwright/test';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { saveBillingDetails } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

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

test('a visitor previews a course, chooses it signed out, signs in, pays with a coupon and can start it', async ({
  page,
  step,
  site,
}) => {
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
    await visit(page, '/courses');
    course = await courseWithVideoPreview(page);
    // The title's longest word, as a learner would type it, lower case.
    const word = course.title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0]!;
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(word.toLowerCase());
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === word.toLowerCase());
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  });

  await step('a preview lesson plays', async () => {
    const preview = page.getByRole('link', { name: `Preview: ${course.preview}` });
    // Only the curriculum's first section starts open.
    if (!(await preview.isVisible()))
      await page.locator('summary').filter({ hasText: course.section }).first().click();
    await preview.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/learn/'));
    const video = page.locator('video');
    await expect(video).toBeVisible();
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
    expect(duration, 'the preview has a duration').toBeGreaterThan(0);
  });

  await step('Add to Cart while signed out warns and goes to sign in', async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Price and purchase' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(
      page.getByText('Please sign in to add items to the cart.', { exact: true }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(pathIs('/signin'));
  });

  await step('signing in lands on / with the course in the cart, named in a toast', async () => {
    await signIn(page, learner);
    await expect(
      page.getByText(`${course.title} is in your cart.`, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View course' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  await step('the cart holds the course; check out', async () => {
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer.getByText(course.title).first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(pathIs('/checkout'));
    await expect(page.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
  });

  await step('WELCOME10 applied', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText(/Coupon WELCOME10 applied: you save Rs\. [\d,]+\./).first(),
    ).toBeVisible();
  });

  await step('replaced by FLAT100', async () => {
    await page.getByRole('button', { name: 'Use another code' }).click();
    await page.getByRole('textbox', { name: 'New coupon code' }).fill('FLAT100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('Coupon FLAT100 applied: you save Rs. 100.', { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByLabel('Order totals').getByText('Discount (FLAT100)').first(),
    ).toBeVisible();
  });

  await step('billing details for Karnataka: the GST is integrated tax', async () => {
    await saveBillingDetails(page, 'Karnataka');
    await expect(page.getByText(/IGST 18 %/).first()).toBeVisible();
  });

  await step('pay in test mode: the confirmation with the order number', async () => {
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Test mode', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/checkout/complete/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByLabel('Receipt').getByText('Order number').first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Courses in this order' }).getByRole('link', {
        name: 'Go to course',
      }),
    ).toBeVisible();
  });

  await step('the course page and its card offer Go to course', async () => {
    await visit(page, `/courses/${course.id}`);
    await expect(
      page
        .getByRole('complementary', { name: 'Price and purchase' })
        .getByRole('link', { name: 'Go to course' }),
    ).toBeVisible();
    await visit(page, '/courses');
    const card = page
      .locator('li[aria-labelledby]')
      .filter({ has: page.getByRole('heading', { level: 2, name: course.title, exact: true }) });
    await expect(card.getByRole('link', { name: 'Go to course' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await step('no failed call and no console error on the way', async () => {
    expect(noise, 'failed calls and console errors').toEqual([]);
  });
});
