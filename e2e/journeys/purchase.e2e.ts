import type { Page } from 'playwright-core';
import {
  completeProfileAsStudent,
  newLearner,
  registerAndVerify,
  signIn,
} from '../support/accounts';
import { expectNoSeriousA11yViolations, PHONE } from '../support/axe';
import { saveBillingDetails } from '../support/billing';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('3 purchase');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

/** The course cards of the current page, in order. */
const courseCards = (page: Page) =>
  page.locator('li[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2 }) });
const cardTitled = (page: Page, title: string) =>
  courseCards(page).filter({
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  });

test('a learner buys a course in test mode and finds it on the dashboard', async () => {
  const { page, step } = journey;
  const learner = newLearner('Priya Nair');
  let firstTitle = '';
  let secondTitle = '';

  await step('signed out, add to cart goes to sign-in with a warning', async () => {
    await page.goto(`${site.url}/courses`);
    firstTitle = (
      await courseCards(page).first().getByRole('heading', { level: 2 }).innerText()
    ).trim();
    await courseCards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
    await seeText(page, 'Please sign in to add items to the cart.');
    await atPath(page, '/signin');
  });

  await step('register, verify, sign in (the course chosen before is in the cart)', async () => {
    await registerAndVerify(page, site, learner);
    await signIn(page, site, learner);
    await seeText(page, `${firstTitle} is in your cart.`);
    await completeProfileAsStudent(page, site);
  });

  await step('add a second course to the cart', async () => {
    await page.goto(`${site.url}/courses`);
    const cards = courseCards(page);
    await visible(cards.first());
    secondTitle = (await cards.nth(1).getByRole('heading', { level: 2 }).innerText()).trim();
    await visible(cardTitled(page, firstTitle).getByRole('button', { name: 'Go To Cart' }));
    await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    await visible(cardTitled(page, secondTitle).getByRole('button', { name: 'Go To Cart' }));
    await visible(page.getByRole('button', { name: 'Cart, 2 items' }));
  });

  await step('Go To Cart opens the drawer', async () => {
    await cardTitled(page, firstTitle).getByRole('button', { name: 'Go To Cart' }).click();
    await visible(page.getByRole('dialog').getByText(secondTitle));
  });

  await step('remove one course from the cart', async () => {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Remove ${secondTitle}` })
      .click();
    await page.getByRole('dialog').getByText(secondTitle).waitFor({ state: 'detached' });
    await visible(page.getByRole('dialog').getByText(firstTitle));
  });

  await step('check out', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
    await atPath(page, '/checkout');
    await visible(page.getByText(firstTitle));
  });

  await step('an expired coupon shows its error', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await seeText(page, /expired/i);
  });

  await step('WELCOME10 shows the discount', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await seeText(page, /Coupon WELCOME10 applied: you save Rs\. [\d,]+\./);
  });

  await step('billing details: Pay waits for them; the state is found by typing and saved', () =>
    saveBillingDetails(page, 'Maharashtra'),
  );

  await step('pay in test mode', async () => {
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Test mode', { exact: true }));
    await dialog.getByRole('button', { name: 'Pay successfully' }).click();
    await seeText(page, 'Payment successful');
  });

  await step('the dashboard lists the course with Watch Now', async () => {
    await page.goto(`${site.url}/user-dash`);
    await visible(page.getByText(firstTitle));
    const watch = page.getByRole('link', { name: /Watch Now/ });
    const href = await watch.getAttribute('href');
    if (!href || !/\/learn\/[0-9a-f-]{36}$/.test(href))
      throw new Error(`Unexpected Watch Now link: ${href}`);
    const player = await journey.context.newPage();
    await player.goto(new URL(href, site.url).href);
    await visible(player.getByRole('heading', { level: 1, name: firstTitle }));
    // A video lesson opens in the player; its video loads its metadata and seeks by byte ranges.
    const firstVideo = await player.evaluate(async (address) => {
      const courseId = address.split('/').pop()!;
      const answer = await fetch(`/api/learn/${courseId}`);
      const { course } = (await answer.json()) as {
        course: { sections: { lessons: { title: string; kind: string }[] }[] };
      };
      return course.sections.flatMap((section) => section.lessons).find((l) => l.kind === 'video')!
        .title;
    }, href);
    await player
      .getByRole('navigation', { name: 'Course lessons' })
      .getByRole('link', { name: firstVideo })
      .click();
    const video = player.locator('video');
    await video.waitFor({ state: 'visible' });
    const seeked = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`video readyState ${element.readyState}`)),
            15_000,
          );
          const seek = () => {
            element.addEventListener(
              'seeked',
              () => {
                clearTimeout(timer);
                resolve(element.currentTime);
              },
              { once: true },
            );
            element.currentTime = element.duration / 2;
          };
          if (element.readyState >= 1) seek();
          else element.addEventListener('loadedmetadata', seek, { once: true });
        }),
    );
    if (!(seeked > 0)) throw new Error(`The video did not seek: ${seeked}`);
    // Pausing saves the position; a reload resumes the same lesson at the same second.
    const saved = player.waitForResponse(
      (response) => response.url().includes('/progress') && response.request().method() === 'PUT',
    );
    await video.evaluate((element: HTMLVideoElement) => {
      element.dispatchEvent(new Event('pause'));
    });
    if ((await saved).status() !== 200) throw new Error('The position was not saved');
    await player.reload();
    const resumed = await player.locator('video').evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no metadata after reload')), 15_000);
          const read = () =>
            setTimeout(() => {
              clearTimeout(timer);
              resolve(element.currentTime);
            }, 300);
          if (element.readyState >= 1) read();
          else element.addEventListener('loadedmetadata', read, { once: true });
        }),
    );
    if (Math.abs(resumed - Math.floor(seeked)) > 2)
      throw new Error(`Resumed at ${resumed} s, not near ${seeked} s`);
    // The player's keys: L jumps ten seconds on (not while typing in a note).
    const clock = () =>
      video.evaluate((element: HTMLVideoElement) => [element.currentTime, element.duration]);
    const [before = 0, length = 0] = await clock();
    await player.keyboard.press('l');
    const [after = 0] = await clock();
    if (Math.abs(after - Math.min(before + 10, length)) > 1)
      throw new Error(`L did not go ten seconds on: ${before} → ${after} (of ${length})`);
    // A note at the current moment, listed with its time.
    const notes = player.getByRole('region', { name: 'My notes' });
    await notes.getByLabel(/Note at/).fill('Stress falls on the second syllable');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await visible(
      notes
        .getByRole('list', { name: 'Notes on this lesson' })
        .getByText('Stress falls on the second syllable'),
    );
    // The server counts the lesson complete once it could have played to near its end (at up to
    // twice the speed) since it was opened; until then the button answers with what to do.
    const deadline = Date.now() + 60_000;
    for (;;) {
      await player.getByRole('button', { name: 'Mark as complete' }).click();
      const done = await visible(player.getByText('Completed', { exact: true }), 5000).then(
        () => true,
        () => false,
      );
      if (done) break;
      await visible(player.getByRole('status'));
      if (Date.now() > deadline) throw new Error('The lesson never counted as completed');
    }
    await expectNoSeriousA11yViolations(player, 'the course player');
    await journey.shot('course player', player);
    await player.setViewportSize(PHONE);
    await journey.shot('course player on a phone', player);
    await player.close();

    // Back on the dashboard: the course's progress and the Continue learning strip.
    await page.reload();
    await visible(page.getByRole('region', { name: 'Continue learning' }));
    const bar = page.getByRole('list', { name: 'Purchased courses' }).getByRole('progressbar');
    if (Number(await bar.getAttribute('aria-valuenow')) <= 0)
      throw new Error('The dashboard shows no progress after a completed lesson');
  });

  await step(
    'finishing every lesson yields a certificate that its public page confirms',
    async () => {
      const watch = page.getByRole('link', { name: /Watch Now/ });
      const courseId = (await watch.getAttribute('href'))!.split('/').pop()!;
      // The remaining lessons, through the API as the player reports them: each is opened, then
      // its end is reported until the server counts it (real time is spent once per course, at
      // up to twice the speed, so this takes about half the course's running time).
      const completed = await page.evaluate(async (id) => {
        const auth = { authorization: `Bearer ${localStorage.getItem('token')}` };
        const answer = await fetch(`/api/learn/${id}`, { headers: auth });
        const { course } = (await answer.json()) as {
          course: { sections: { lessons: { id: string; durationSeconds: number }[] }[] };
        };
        const remaining = course.sections.flatMap((section) => section.lessons);
        for (const lesson of remaining)
          await fetch(`/api/learn/lessons/${lesson.id}/playback`, { headers: auth });
        const deadline = Date.now() + 240_000;
        while (remaining.length > 0 && Date.now() < deadline) {
          for (const lesson of [...remaining]) {
            const saved = await fetch(`/api/learn/lessons/${lesson.id}/progress`, {
              method: 'PUT',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ positionSeconds: lesson.durationSeconds, completed: true }),
            });
            const { progress } = (await saved.json()) as { progress?: { completed: boolean } };
            if (progress?.completed) remaining.splice(remaining.indexOf(lesson), 1);
          }
          if (remaining.length > 0) await new Promise((resolve) => setTimeout(resolve, 5000));
        }
        return remaining.length;
      }, courseId);
      if (completed !== 0) throw new Error(`${completed} lessons never counted as completed`);
      await page.reload();
      const card = page
        .getByRole('list', { name: 'Purchased courses' })
        .getByRole('listitem')
        .first();
      const download = card.getByRole('link', { name: 'Download certificate' });
      await visible(download);
      const address = new URL((await download.getAttribute('href'))!, site.url).href;
      const pdf = await page.request.get(address);
      if (pdf.status() !== 200 || (await pdf.body()).subarray(0, 4).toString('latin1') !== '%PDF')
        throw new Error(`The certificate did not download as a PDF (${pdf.status()})`);
      await card.getByRole('link', { name: 'View certificate' }).click();
      await seeText(page, 'Certificate verified');
      await seeText(page, 'Priya Nair');
      await seeText(page, firstTitle);
    },
  );

  await step('the course cannot be bought twice: its card offers Go to course', async () => {
    await page.goto(`${site.url}/courses`);
    const card = cardTitled(page, firstTitle);
    await visible(card.getByRole('link', { name: 'Go to course' }));
    if ((await card.getByRole('button', { name: 'Add to Cart' }).count()) !== 0)
      throw new Error('An owned course still offers Add to Cart');
    await visible(page.getByRole('button', { name: 'Cart, 0 items' }));
  });
  // Longer than the default: earning the certificate takes about half the course's running time.
}, 480_000);
