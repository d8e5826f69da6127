import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DESKTOP } from '../../e2e/support/viewports';
import type { Site } from '../../e2e/support/site';

/** Chromium's network shaped by DevTools (Network.emulateNetworkConditions). */
export interface NetworkProfile {
  downloadMbps: number;
  uploadMbps: number;
  latencyMs: number;
}

/** How a run goes: on which network, and whether Play is pressed the moment it shows. */
export interface Conditions {
  network?: NetworkProfile;
  /** Pressed as soon as the player shows, before its metadata has come (the hardest start). */
  atOnce?: boolean;
}

/** One request of the lesson's video file, as Chromium's network layer saw it. */
export interface MediaRequest {
  range: string | null;
  /** 0 when Chromium cancelled it before an answer came. */
  status: number;
  /** Body bytes received, in all, and before the video was playing. */
  bytes: number;
  bytesBeforePlaying: number;
}

export interface StartRun {
  /** From the click on the player to the video's `playing` event. */
  startMs: number;
  /** From the click to the moment after that when currentTime has moved on. */
  advancingMs: number;
  /** From the page's navigation to the video's metadata (before Play: preload="metadata"). */
  metadataMs: number;
  requests: MediaRequest[];
  /** The video file's length, from Content-Range. */
  fileBytes: number;
}

export interface Owner {
  email: string;
  password: string;
}

interface Marks {
  metadata?: number;
  play?: number;
  playing?: number;
  advancing?: number;
}

const VIDEO_FILE = /\/api\/media\/lessons\/[^/]+\/video\?/;

/** The lesson's video requests, their Range headers, answers and bytes, through DevTools. */
async function watchVideoRequests(cdp: CDPSession) {
  const requests = new Map<string, MediaRequest>();
  let fileBytes = 0;
  let playing = false;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!VIDEO_FILE.test(request.url)) return;
    const range = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'range');
    requests.set(requestId, {
      range: range ? String(range[1]) : null,
      status: 0,
      bytes: 0,
      bytesBeforePlaying: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.status = response.status;
    const header = (name: string) =>
      Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    const total = /\/(\d+)$/.exec(String(header('content-range')));
    const length = Number(header('content-length'));
    fileBytes = total ? Number(total[1]) : response.status === 200 ? length : fileBytes;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.bytes += dataLength;
    if (!playing) request.bytesBeforePlaying += dataLength;
  });
  await cdp.send('Network.enable');
  return {
    /** Called when the page reports `playing`: later bytes no longer count as before it. */
    playingNow: () => (playing = true),
    result: () => ({ requests: [...requests.values()], fileBytes }),
  };
}

/** Signs the context in through the API, and hands the page the session as the app stores it. */
async function signIn(context: BrowserContext, site: Site, owner: Owner): Promise<string> {
  const login = await context.request.post(`${site.url}/api/auth/login`, {
    data: owner,
    headers: { origin: site.url },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: unknown };
  await context.addInitScript(
    ({ token, userJson }) => {
      if (localStorage.getItem('token') !== null) return;
      localStorage.setItem('token', token);
      localStorage.setItem('user', userJson);
    },
    { token: accessToken, userJson: JSON.stringify(user) },
  );
  return accessToken;
}

/** Every run starts the lesson at 0 s: an earlier run's saved position would make it seek. */
async function startFromTheBeginning(
  context: BrowserContext,
  site: Site,
  lessonId: string,
  token: string,
): Promise<void> {
  const saved = await context.request.put(`${site.url}/api/learn/lessons/${lessonId}/progress`, {
    data: { positionSeconds: 0 },
    headers: { origin: site.url, authorization: `Bearer ${token}` },
  });
  if (!saved.ok()) throw new Error(`progress: ${saved.status()} ${await saved.text()}`);
}

/** From the start: the page's clock begins at its navigation, which lets loadedmetadata be timed. */
function markMetadata(): void {
  const marks: Marks = {};
  Object.assign(window, { videoStartMarks: marks });
  document.addEventListener(
    'loadedmetadata',
    (event) => (marks.metadata ??= event.timeStamp),
    true,
  );
}

/** Listens to the video's events in the page, in the page's own clock (performance.now()). */
async function markPlayback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    const { videoStartMarks: marks } = window as unknown as { videoStartMarks: Marks };
    video.addEventListener('play', (event) => (marks.play ??= event.timeStamp));
    video.addEventListener('playing', (event) => {
      if (marks.playing !== undefined) return;
      marks.playing = event.timeStamp;
      void (window as unknown as { videoPlaying: () => Promise<void> }).videoPlaying();
      // Polled: no named function in here, which the TypeScript loader would wrap in a helper
      // the page does not have.
      const from = video.currentTime;
      const timer = setInterval(() => {
        if (video.currentTime <= from) return;
        marks.advancing = performance.now();
        clearInterval(timer);
      }, 4);
    });
  });
}

interface DomNode {
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * The middle of the player's Play button: Chromium's own controls, whose shadow root is closed to
 * the page, found through DevTools.
 */
async function playButtonCentre(cdp: CDPSession): Promise<{ x: number; y: number } | undefined> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const buttons: number[] = [];
  const visit = (node: DomNode): void => {
    const attributes = node.attributes ?? [];
    for (let i = 0; i < attributes.length; i += 2)
      if (attributes[i] === 'pseudo' && attributes[i + 1] === '-webkit-media-controls-play-button')
        buttons.push(node.backendNodeId);
    [...(node.children ?? []), ...(node.shadowRoots ?? [])].forEach(visit);
  };
  visit(root);
  for (const backendNodeId of buttons) {
    const box = await cdp.send('DOM.getBoxModel', { backendNodeId }).catch(() => undefined);
    if (!box) continue; // the copy in the overflow menu, not shown
    const [left, top, , , right, bottom] = box.model.content as number[];
    return { x: (left! + right!) / 2, y: (top! + bottom!) / 2 };
  }
  return undefined;
}

/** The Play button's middle once the player has laid out its controls. */
async function playButtonShown(cdp: CDPSession): Promise<{ x: number; y: number }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const centre = await playButtonCentre(cdp);
    if (centre) return centre;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The player shows no Play button');
}

/**
 * How far the page's performance.now() is ahead of this process's: the clicks on Chromium's own
 * controls never reach the page's listeners, so the click is timed here and the events there.
 */
async function pageClockOffset(page: Page): Promise<number> {
  let best = { roundTrip: Infinity, offset: 0 };
  for (let sample = 0; sample < 5; sample += 1) {
    const before = performance.now();
    const pageNow = await page.evaluate(() => performance.now());
    const after = performance.now();
    if (after - before < best.roundTrip)
      best = { roundTrip: after - before, offset: pageNow - (before + after) / 2 };
  }
  return best.offset;
}

const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { videoStartMarks: Marks }).videoStartMarks);

/** A learner takes a moment to reach for Play after the player shows. */
const REACTION_MS = 500;

/**
 * The lesson in a fresh page, its video's requests watched, on the given network; the player
 * ready as a learner finds it a moment later, or just shown when Play is to be pressed at once.
 */
async function openLesson(
  context: BrowserContext,
  site: Site,
  lesson: { path: string },
  { network, atOnce }: Conditions,
) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = await watchVideoRequests(cdp);
  if (network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downloadMbps * 1e6) / 8,
      uploadThroughput: (network.uploadMbps * 1e6) / 8,
    });
  await page.exposeFunction('videoPlaying', requests.playingNow);
  await page.addInitScript(markMetadata);
  // Not `load`: a video element holds that back until its first frame has come.
  await page.goto(`${site.url}${lesson.path}`, { waitUntil: 'domcontentloaded' });
  await page.locator('video').waitFor();
  if (!atOnce) {
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await page.waitForTimeout(REACTION_MS);
  }
  return { page, cdp, requests };
}

/** Presses Play with the mouse; the moment it is released, in the page's clock. */
async function pressPlay(page: Page, cdp: CDPSession): Promise<number> {
  const play = await playButtonShown(cdp);
  const offset = await pageClockOffset(page);
  await page.mouse.move(play.x, play.y);
  await page.mouse.down();
  // A button acts when released, so the click is this moment (a millisecond early, if anything).
  const clickedAt = performance.now() + offset;
  await page.mouse.up();
  return clickedAt;
}

async function untilAdvancing(page: Page): Promise<Marks> {
  await page
    .waitForFunction(
      () =>
        (window as unknown as { videoStartMarks: Marks }).videoStartMarks.advancing !== undefined,
      undefined,
      { timeout: 20_000 },
    )
    .catch(async (error: Error) => {
      const marks = await marksOf(page);
      throw new Error(`The video did not start (${JSON.stringify(marks)}): ${error.message}`);
    });
  await page.locator('video').evaluate((element: HTMLVideoElement) => element.pause());
  return marksOf(page);
}

/**
 * Opens the lesson in a new context (a cold cache), waits for the player to be ready as a learner
 * would see it (or not at all, `atOnce`), presses the player's Play button with the mouse, and
 * times the video to `playing` and to its clock moving.
 */
export async function measureVideoStart(
  browser: Browser,
  site: Site,
  lesson: { id: string; path: string },
  owner: Owner,
  conditions: Conditions = {},
): Promise<StartRun> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const token = await signIn(context, site, owner);
    await startFromTheBeginning(context, site, lesson.id, token);
    const { page, cdp, requests } = await openLesson(context, site, lesson, conditions);
    await markPlayback(page);
    const pressed = await pressPlay(page, cdp);
    const marks = await untilAdvancing(page);
    // The click starts play, so it came no later than `play`: a bound when the clocks' offset,
    // measured to a round trip, is off by a few milliseconds on a busy machine.
    const clickedAt = Math.min(pressed, marks.play!);
    return {
      startMs: marks.playing! - clickedAt,
      advancingMs: marks.advancing! - clickedAt,
      metadataMs: marks.metadata!,
      ...requests.result(),
    };
  } finally {
    await context.close();
  }
}
