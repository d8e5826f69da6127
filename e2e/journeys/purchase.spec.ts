import type { Page } from '@playwright/test';
import {
  completeProfileAsStudent,
  newLearner,
  registerAndVerify,
  signIn,
} from '../support/accounts';
import { saveBillingDetails } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

/** The course cards of the current page, in order. */
const courseCards = (page: Page) =>
  page.locator('li[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2 }) });
const cardTitled = (page: Page, title: string) =>
  courseCards(page).filter({
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  });

test('a learner buys a course in test mode and finds it on the dashboard', async ({
  page,
  context,
  step,
  axe,
  site,
}) => {
  // Longer than the default: marking a lesson complete waits about half its running time.
  test.setTimeout(480_000);
  const learner = newLearner('Priya Nair');
  let firstTitle = '';
  let secondTitle = '';

  await step('signed out, add to cart goes to sign-in with a warning', async () => {
    // A course under ten minutes: the journey later finishes every lesson of it for the
    // certificate, which takes about half its running time.
    await visit(page, '/courses?length=under-10m');
    firstTitle = (
      await courseCards(page).first().getByRole('heading', { level: 2 }).innerText()
    ).trim();
    await courseCards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByText('Please sign in to add items to the cart.', { exact: true }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(pathIs('/signin'));
  });

  await step('register, verify, sign in (the course chosen before is in the cart)', async () => {
    await registerAndVerify(page, site, learner);
    await signIn(page, learner);
    await expect(
      page.getByText(`${firstTitle} is in your cart.`, { exact: true }).first(),
    ).toBeVisible();
    await completeProfileAsStudent(page);
  });

  await step('add a second course to the cart', async () => {
    await visit(page, '/courses?length=under-10m');
    const cards = courseCards(page);
    await expect(cards.first()).toBeVisible();
    secondTitle = (await cards.nth(1).getByRole('heading', { level: 2 }).innerText()).trim();
    await expect(
      cardTitled(page, firstTitle).getByRole('button', { name: 'Go To Cart' }),
    ).toBeVisible();
    await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      cardTitled(page, secondTitle).getByRole('button', { name: 'Go To Cart' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  });

  await step('Go To Cart opens the drawer', async () => {
    await cardTitled(page, firstTitle).getByRole('button', { name: 'Go To Cart' }).click();
    await expect(page.getByRole('dialog').getByText(secondTitle).first()).toBeVisible();
  });

  await step('remove one course from the cart', async () => {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Remove ${secondTitle}` })
      .click();
    await expect(page.getByRole('dialog').getByText(secondTitle)).toHaveCount(0);
    await expect(page.getByRole('dialog').getByText(firstTitle).first()).toBeVisible();
  });

  await step('check out', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(pathIs('/checkout'));
    await expect(page.getByText(firstTitle).first()).toBeVisible();
  });

  await step('an expired coupon shows its error', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/expired/i).first()).toBeVisible();
  });

  await step('WELCOME10 shows the discount', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText(/Coupon WELCOME10 applied: you save Rs\. [\d,]+\./).first(),
    ).toBeVisible();
  });

  await step('billing details: Pay waits for them; the state is found by typing and saved', () =>
    saveBillingDetails(page, 'Maharashtra'),
  );

  await step('pay in test mode', async () => {
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Test mode', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page.getByText('Payment successful', { exact: true }).first()).toBeVisible();
  });

  await step('the dashboard lists the course with Watch Now', async () => {
    await visit(page, '/user-dash');
    await expect(page.getByText(firstTitle).first()).toBeVisible();
    const watch = page.getByRole('link', { name: /Watch Now/ });
    await expect(watch).toHaveAttribute('href', /\/learn\/[0-9a-f-]{36}$/);
    const href = (await watch.getAttribute('href'))!;
    const player = await context.newPage();
    await visit(player, href);
    await expect(player.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    // A video lesson opens in the player; its video loads its metadata and seeks by byte ranges.
    // The shortest one: the journey later waits until it could have been watched.
    const shortestVideo = await player.evaluate(async (address) => {
      const courseId = address.split('/').pop()!;
      const answer = await fetch(`/api/learn/${courseId}`);
      const { course } = (await answer.json()) as {
        course: {
          sections: { lessons: { title: string; kind: string; durationSeconds: number }[] }[];
        };
      };
      return course.sections
        .flatMap((section) => section.lessons)
        .filter((lesson) => lesson.kind === 'video')
        .sort((a, b) => a.durationSeconds - b.durationSeconds)[0]!;
    }, href);
    await player
      .getByRole('navigation', { name: 'Course lessons' })
      .getByRole('link', { name: shortestVideo.title })
      .click();
    const video = player.locator('video');
    await expect(video).toBeVisible();
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
    expect(seeked, 'the video seeks').toBeGreaterThan(0);
    // Pausing saves the position; a reload resumes the same lesson at the same second.
    const saved = player.waitForResponse(
      (response) => response.url().includes('/progress') && response.request().method() === 'PUT',
    );
    await video.evaluate((element: HTMLVideoElement) => {
      element.dispatchEvent(new Event('pause'));
    });
    expect((await saved).status(), 'the position is saved').toBe(200);
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
    expect(Math.abs(resumed - Math.floor(seeked)), `resumed at ${resumed} s`).toBeLessThanOrEqual(
      2,
    );
    // The player's keys: L jumps ten seconds on (not while typing in a note).
    const clock = () =>
      video.evaluate((element: HTMLVideoElement) => [element.currentTime, element.duration]);
    const [before = 0, length = 0] = await clock();
    await player.keyboard.press('l');
    const [after = 0] = await clock();
    expect(
      Math.abs(after - Math.min(before + 10, length)),
      `L goes ten seconds on: ${before} → ${after} (of ${length})`,
    ).toBeLessThanOrEqual(1);
    // A note at the current moment, listed with its time.
    const notes = player.getByRole('region', { name: 'My notes' });
    await notes.getByLabel(/Note at/).fill('Stress falls on the second syllable');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect(
      notes
        .getByRole('list', { name: 'Notes on this lesson' })
        .getByText('Stress falls on the second syllable')
        .first(),
    ).toBeVisible();
    // The server counts the lesson complete once it could have played to near its end (at up to
    // twice the speed) since it was opened; until then the button answers with what to do.
    await expect(async () => {
      await player.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(player.getByText('Completed', { exact: true }).first()).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: (shortestVideo.durationSeconds / 2 + 45) * 1000, intervals: [1000] });
    await axe.check(player, 'the course player');
    await player.close();

    // Back on the dashboard: the course's progress and the Continue learning strip.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Continue learning' })).toBeVisible();
    const bar = page.getByRole('list', { name: 'Purchased courses' }).getByRole('progressbar');
    expect(
      Number(await bar.getAttribute('aria-valuenow')),
      'the progress after a completed lesson',
    ).toBeGreaterThan(0);
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
      expect(completed, 'lessons that never counted as completed').toBe(0);
      await page.reload();
      const card = page
        .getByRole('list', { name: 'Purchased courses' })
        .getByRole('listitem')
        .first();
      const download = card.getByRole('link', { name: 'Download certificate' });
      await expect(download).toBeVisible();
      const pdf = await page.request.get((await download.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 4).toString('latin1'), 'a PDF').toBe('%PDF');
      await card.getByRole('link', { name: 'View certificate' }).click();
      await expect(page.getByText('Certificate verified', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(learner.name, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(firstTitle, { exact: true }).first()).toBeVisible();
    },
  );

  await step('the course cannot be bought twice: its card offers Go to course', async () => {
    await visit(page, '/courses?length=under-10m');
    const card = cardTitled(page, firstTitle);
    await expect(card.getByRole('link', { name: 'Go to course' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });
});
