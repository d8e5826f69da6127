import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';
import { DESKTOP, PHONE } from '../support/viewports';

// A site of its own, as a fresh install is: the exam journeys put tests on sale on the shared one,
// and a visitor here must meet every test off sale ('available for purchase soon').
test.use({ siteSettings: {} });

test('a visitor browses every public page', async ({ page, step, axe }) => {
  await step('home: hero and timeline', async () => {
    await visit(page, '/');
    await expect(page.getByRole('link', { name: 'Explore Tests' })).toBeVisible();
    for (const title of [
      'Register or log in',
      'Purchase a test',
      'Open the dashboard',
      'Read the instructions',
      'Take the test',
      'Experts evaluate it',
      'View results',
    ]) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
  });

  await step('home: guidance questionnaire to a recommendation', async () => {
    const questionnaire = page.locator('section[aria-labelledby="guidance-heading"]');
    await questionnaire.scrollIntoViewIfNeeded();
    for (let answered = 0; answered < 6; answered += 1) {
      if (await questionnaire.getByRole('button', { name: 'Discover More' }).isVisible()) break;
      await questionnaire.getByRole('group').getByRole('button').first().click();
    }
    await expect(questionnaire.getByRole('button', { name: 'Discover More' })).toBeVisible();
    // At least one recommendation.
    await expect(questionnaire.getByRole('link')).not.toHaveCount(0);
  });

  await step('home: Discover More restarts the questionnaire', async () => {
    const questionnaire = page.locator('section[aria-labelledby="guidance-heading"]');
    await questionnaire.getByRole('button', { name: 'Discover More' }).click();
    await expect(questionnaire.getByText('Question 1').first()).toBeVisible();
  });

  await step(
    'the navbar turns solid past the hero, and dark again on the next hero page',
    async () => {
      const navbar = page.locator('header').first();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(navbar).toHaveAttribute('data-scrolled', 'false');
      await page.mouse.wheel(0, 1500);
      await expect(navbar).toHaveAttribute('data-scrolled', 'true');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About Us' })
        .click();
      await expect(page).toHaveURL(pathIs('/about'));
      await expect(navbar).toHaveAttribute('data-scrolled', 'false');
    },
  );

  await step('on a phone, the menu names the academy and groups the pages', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Vaani Academy home' })).toBeVisible();
    await expect(
      menu.getByRole('list', { name: 'Explore' }).getByRole('link', { name: 'Tests' }),
    ).toBeVisible();
    await expect(menu.getByRole('list', { name: 'The academy' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await axe.check(page, 'the menu drawer');
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(pathIs('/about'));
    await page.setViewportSize(DESKTOP);
  });

  await step('tests page with the Know More modal', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tests' })
      .click();
    await expect(page).toHaveURL(pathIs('/tests'));
    await expect(page.getByRole('heading', { name: 'Explore Our Tests' })).toBeVisible();
    await page
      .getByRole('button', { name: /Know More/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  await step('tests page: the Purchase Test modal', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('button', { name: /Purchase Test/ })
      .first()
      .click();
    await expect(
      page.getByRole('dialog').getByText('This test will be available for purchase soon!').first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await step('courses page 1', async () => {
    await visit(page, '/courses');
    await expect(page.getByRole('heading', { name: 'Explore Our Courses' })).toBeVisible();
    await expect(page.getByText('Page 1 of 3', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  await step('courses page 2', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 3', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  await step('courses page 3', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 3 of 3', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 2 of 3', { exact: true }).first()).toBeVisible();
  });

  await step('a course page from its card: curriculum, instructor, FAQ, price', async () => {
    await visit(page, '/courses');
    await page.getByRole('link', { name: 'IELTS Academic: Complete Preparation' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'IELTS Academic: Complete Preparation' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/ielts-academic-complete$/);
    await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
    // The instructor, the reviews and the FAQ render as the reader scrolls towards them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Your instructor' })).toBeVisible();
    await expect(
      page.getByText(/Ask for a full refund within 7 days of purchase/).first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: 'Price and purchase' })
        .getByRole('button', { name: 'Add to Cart' }),
    ).toBeVisible();
  });

  await step('about', async () => {
    await visit(page, '/about');
    await expect(
      page.getByText('Transforming Ambition into Achievement', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
  });

  await step('contact: validation messages', async () => {
    await visit(page, '/contactus');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Email is required.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Message is required.', { exact: true }).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Please enter a valid email address.', { exact: true }).first(),
    ).toBeVisible();
  });

  await step('contact: message sent', async () => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Corporate batch');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We would like an English assessment for 40 new hires.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText("Thank you for contacting us! We'll get back to you soon.").first(),
    ).toBeVisible();
    // The form is cleared.
    await expect(name).toHaveValue('');
  });

  for (const [path, heading] of [
    ['/terms-and-conditions', /Terms/],
    ['/privacy-policy', /Privacy Policy/],
    ['/refund-policy', /Refund/],
  ] as const) {
    await step(`policy page ${path}`, async () => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  await step('shipping policy anchor', async () => {
    await visit(page, '/privacy-policy#shipping-policy');
    await expect(page.locator('#shipping-policy')).toBeVisible();
    await expect(page.getByText(/5-7 business days/).first()).toBeVisible();
  });

  await step('unknown path shows the 404 page', async () => {
    await visit(page, '/this/page/does-not-exist');
    await expect(
      page
        .getByText(
          'Maybe this page moved? Got deleted? Is hiding out in quarantine? Never existed in the first place?',
          { exact: true },
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});
