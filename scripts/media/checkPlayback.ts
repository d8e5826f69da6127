// Plays every clip of server/seed-media/manifest.json in headless Chromium: each must load its
// captions, play, seek near its end, and report the size and length the manifest says.
// Run: npx tsx scripts/media/checkPlayback.ts [clip-id ...]
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { mediaManifest, SEED_MEDIA_DIR } from '../../server/src/seed/content/mediaManifest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { chromium } from 'playwright-core';

interface Served {
  url: string;
  close(): Promise<void>;
}

/** A static server for the media folder that answers Range requests, as the real one must. */
async function serveMedia(): Promise<Served> {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    if (name === '') {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><title>clips</title>');
      return;
    }
    const file = path.join(SEED_MEDIA_DIR, path.basename(name));
    if (!fs.existsSync(file)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    const size = fs.statSync(file).size;
    const type = name.endsWith('.mp4') ? 'video/mp4' : name.endsWith('.vtt') ? 'text/vtt' : '';
    response.setHeader('content-type', type);
    response.setHeader('accept-ranges', 'bytes');
    const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (!match) {
      response.setHeader('content-length', size);
      fs.createReadStream(file).pipe(response);
      return;
    }
    const start = Number(match[1]);
    const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    response.statusCode = 206;
    response.setHeader('content-range', `bytes ${start}-${end}/${size}`);
    response.setHeader('content-length', end - start + 1);
    fs.createReadStream(file, { start, end }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface PlaybackReport {
  canPlay: string;
  duration: number;
  videoWidth: number;
  firstCue: string;
  cueCount: number;
  playedTo: number;
  seekedTo: number;
}

// Runs in the page. Kept as source text: tsx would otherwise wrap its inner functions in a helper
// that the page does not have.
const PLAY_CLIP = `async ([video, captions]) => {
  document.body.innerHTML = '';
  const element = document.createElement('video');
  element.muted = true;
  element.preload = 'metadata';
  const track = document.createElement('track');
  Object.assign(track, { kind: 'captions', srclang: 'en', src: captions, default: true });
  const once = (target, event) =>
    new Promise((resolve, reject) => {
      target.addEventListener(event, resolve, { once: true });
      element.addEventListener('error', () => reject(new Error('media error on ' + event)));
    });
  const metadata = once(element, 'loadedmetadata');
  const captionsLoaded = once(track, 'load');
  element.append(track);
  element.src = video;
  document.body.append(element);
  await metadata;
  await captionsLoaded;
  await element.play();
  while (element.currentTime < 1.5) await once(element, 'timeupdate');
  const playedTo = element.currentTime;
  element.currentTime = element.duration - 5;
  await once(element, 'seeked');
  const cues = element.textTracks[0].cues;
  return {
    canPlay: element.canPlayType('video/mp4; codecs="avc1.4d401f, mp4a.40.2"'),
    duration: element.duration,
    videoWidth: element.videoWidth,
    firstCue: cues && cues[0] ? cues[0].text : '',
    cueCount: cues ? cues.length : 0,
    playedTo,
    seekedTo: element.currentTime,
  };
}`;

async function main(): Promise<void> {
  const served = await serveMedia();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    headless: true,
  });
  let failures = 0;
  try {
    const only = process.argv.slice(2);
    const clips = mediaManifest.clips.filter((clip) => only.length === 0 || only.includes(clip.id));
    for (const clip of clips) {
      const page = await browser.newPage();
      page.on('crash', () => console.error(`page crashed on ${clip.id}`));
      await page.goto(served.url);
      const args = JSON.stringify([clip.video.file, clip.captions.file]);
      const report = await page.evaluate<PlaybackReport>(`(${PLAY_CLIP})(${args})`);
      await page.close();
      const ok =
        report.videoWidth === clip.width &&
        Math.abs(report.duration - clip.durationSeconds) < 0.1 &&
        report.cueCount > 0 &&
        report.playedTo >= 1.5 &&
        Math.abs(report.seekedTo - (report.duration - 5)) < 0.1;
      if (!ok) failures += 1;
      console.info(
        `${ok ? 'ok  ' : 'FAIL'} ${clip.id}: ${report.duration.toFixed(2)} s, ${report.videoWidth}px, ` +
          `${report.cueCount} cues ("${report.firstCue.replace(/\n/g, ' ').slice(0, 30)}…"), played to ${report.playedTo.toFixed(1)} s, ` +
          `seeked to ${report.seekedTo.toFixed(1)} s, canPlayType ${report.canPlay}`,
      );
    }
  } finally {
    await browser.close();
    await served.close();
  }
  if (failures > 0) {
    console.error(`${failures} clip(s) failed to play`);
    process.exitCode = 1;
  }
}

void main();
