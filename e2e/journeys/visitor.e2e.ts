import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from '../support/axe';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('1 visitor');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

test('a visitor browses every public page', async () => {
  const { page, step } = journey;

  await step('home: hero and timeline', async () => {
    await page.goto(site.url);
    await visible(page.getByRole('link', { name: 'Explore Tests' }));
    for (const title of [
      'Register or log in',
      'Purchase a test',
      'Open the dashboard',
      'Read the instructions',
      'Take the test',
      'Experts evaluate it',
      'View results',
    ]) {
      await seeText(page, title);
    }
  });

  await step('home: guidance questionnaire to a recommendation', async () => {
    const questionnaire = page.locator('section[aria-labelledby="guidance-heading"]');
    await questionnaire.scrollIntoViewIfNeeded();
    for (let answered = 0; answered < 6; answered += 1) {
      if (await questionnaire.getByRole('button', { name: 'Discover More' }).isVisible()) break;
      await questionnaire.getByRole('group').getByRole('button').first().click();
    }
    await visible(questionnaire.getByRole('button', { name: 'Discover More' }));
    const recommended = questionnaire.getByRole('link');
    if ((await recommended.count()) === 0) throw new Error('No recommendation links shown');
  });

  await step('home: Discover More restarts the questionnaire', async () => {
    const questionnaire = page.locator('section[aria-labelledby="guidance-heading"]');
    await questionnaire.getByRole('button', { name: 'Discover More' }).click();
    await visible(questionnaire.getByText('Question 1'));
  });

  await step(
    'the navbar turns solid past the hero, and dark again on the next hero page',
    async () => {
      const navbarScrolled = () => page.locator('header').first().getAttribute('data-scrolled');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-scrolled') === 'false',
      );
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
      );
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About Us' })
        .click();
      await atPath(page, '/about');
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-scrolled') === 'false',
      );
      if ((await navbarScrolled()) !== 'false')
        throw new Error('The navbar kept its scrolled style over the hero');
    },
  );

  await step('on a phone, the menu names the academy and groups the pages', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu.getByRole('link', { name: 'Vaani Academy home' }));
    await visible(menu.getByRole('list', { name: 'Explore' }).getByRole('link', { name: 'Tests' }));
    await visible(menu.getByRole('list', { name: 'The academy' }));
    await visible(menu.getByRole('link', { name: 'Sign In' }));
    await expectNoSeriousA11yViolations(page, 'the menu drawer');
    await page.setViewportSize(PHONE);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await menu.waitFor({ state: 'detached' });
    await atPath(page, '/about');
    await page.setViewportSize(DESKTOP);
  });

  await step('tests page with the Know More modal', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tests' })
      .click();
    await atPath(page, '/tests');
    await visible(page.getByRole('heading', { name: 'Explore Our Tests' }));
    await page
      .getByRole('button', { name: /Know More/ })
      .first()
      .click();
    await visible(page.getByRole('dialog'));
  });

  await step('tests page: the Purchase Test modal', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /Purchase Test/ })
      .first()
      .click();
    await visible(
      page.getByRole('dialog').getByText('This test will be available for purchase soon!'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  await step('courses page 1', async () => {
    await page.goto(`${site.url}/courses`);
    await visible(page.getByRole('heading', { name: 'Explore Our Courses' }));
    await seeText(page, 'Page 1 of 3');
    if (!(await page.getByRole('button', { name: 'Previous' }).isDisabled()))
      throw new Error('Previous enabled on page 1');
  });

  await step('courses page 2', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Page 2 of 3');
    if (await page.getByRole('button', { name: 'Previous' }).isDisabled())
      throw new Error('Previous disabled on page 2');
  });

  await step('courses page 3', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await seeText(page, 'Page 3 of 3');
    if (!(await page.getByRole('button', { name: 'Next' }).isDisabled()))
      throw new Error('Next enabled on the last page');
    await page.getByRole('button', { name: 'Previous' }).click();
    await seeText(page, 'Page 2 of 3');
  });

  await step('a course page from its card: curriculum, instructor, FAQ, price', async () => {
    await page.goto(`${site.url}/courses`);
    await page.getByRole('link', { name: 'IELTS Academic: Complete Preparation' }).click();
    await visible(
      page.getByRole('heading', { level: 1, name: 'IELTS Academic: Complete Preparation' }),
    );
    await page.waitForURL(/\/courses\/ielts-academic-complete$/);
    await visible(page.getByRole('heading', { name: 'Curriculum' }));
    // The instructor, the reviews and the FAQ render as the reader scrolls towards them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visible(page.getByRole('heading', { name: 'Your instructor' }));
    await visible(page.getByText(/Ask for a full refund within 7 days of purchase/));
    await visible(
      page
        .getByRole('complementary', { name: 'Price and purchase' })
        .getByRole('button', { name: 'Add to Cart' }),
    );
  });

  await step('about', async () => {
    await page.goto(`${site.url}/about`);
    await seeText(page, 'Transforming Ambition into Achievement');
    await visible(page.getByRole('heading', { name: 'Who We Are' }));
  });

  await step('contact: validation messages', async () => {
    await page.goto(`${site.url}/contactus`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, 'Name is required.');
    await seeText(page, 'Email is required.');
    await seeText(page, 'Message is required.');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeText(page, 'Please enter a valid email address.');
  });

  await step('contact: message sent', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Corporate batch');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We would like an English assessment for 40 new hires.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(page.getByText("Thank you for contacting us! We'll get back to you soon."));
    if ((await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()) !== '')
      throw new Error('The form was not cleared');
  });

  for (const [path, heading] of [
    ['/terms-and-conditions', /Terms/],
    ['/privacy-policy', /Privacy Policy/],
    ['/refund-policy', /Refund/],
  ] as const) {
    await step(`policy page ${path}`, async () => {
      await page.goto(`${site.url}${path}`);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
    });
  }

  await step('shipping policy anchor', async () => {
    await page.goto(`${site.url}/privacy-policy#shipping-policy`);
    await visible(page.locator('#shipping-policy'));
    await seeText(page, /5-7 business days/);
  });

  await step('unknown path shows the 404 page', async () => {
    await page.goto(`${site.url}/this/page/does-not-exist`);
    await seeText(
      page,
      'Maybe this page moved? Got deleted? Is hiding out in quarantine? Never existed in the first place?',
    );
    await visible(page.getByRole('link', { name: /home/i }));
  });
});
