// Writes WebP copies of the pictures the storefront's pages show: each seeded course's
// thumbnail, the home and tests pages' illustrations and the navbar's mark, at twice their drawn
// size (sharp on phones), beside their SVG sources in public/images/. The pages show the WebP: an
// SVG in an <img> is a document of its own, which the browser sets up, lays out and shapes the
// text of on the page's main thread (12–100 ms a page load here, docs/performance.md); a WebP
// decodes off it.
// Run after generateThumbnails.ts: npx tsx server/scripts/generatePageImages.ts (needs Chromium)
import fs from 'node:fs';
import path from 'node:path';
import { SEEDED_TESTS } from '@contract/content/tests';
import { launchChromium } from '../../scripts/chromium';
import { seedCourses } from '../src/seed/courses';

const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');
const SCALE = 2;
/** Flat colours and text: 0.8 keeps the letters' edges clean at 4–25 KB a picture. */
const QUALITY = 0.8;

interface Picture {
  source: string;
  type: 'image/webp' | 'image/png';
}

const webp = (source: string): Picture => ({ source, type: 'image/webp' });

const pictures: Picture[] = [
  ...[
    ...seedCourses.map((course) => `/images/courses/${course.slug}.svg`),
    ...SEEDED_TESTS.map((test) => `/images/tests/${test.slug}.svg`),
    '/images/site/hero.svg',
    '/images/site/courses.svg',
    '/images/logo-mark.svg',
  ].map(webp),
  // The tab's icon: browsers decode an SVG icon as such a document too, and not all take WebP.
  { source: '/images/logo-mark.svg', type: 'image/png' },
];

async function main() {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    for (const { source, type } of pictures) {
      const file = path.join(PUBLIC_DIR, source);
      const svg = fs.readFileSync(file).toString('base64');
      const dataUrl = await page.evaluate(
        async ({ svg, scale, type, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;base64,${svg}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth * scale;
          canvas.height = image.naturalHeight * scale;
          canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL(type, quality);
        },
        { svg, scale: SCALE, type, quality: QUALITY },
      );
      if (!dataUrl.startsWith(`data:${type};base64,`))
        throw new Error(`${source}: this Chromium does not encode ${type}`);
      const out = file.replace(/\.svg$/, `.${type.slice('image/'.length)}`);
      fs.writeFileSync(out, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
      console.info(`wrote ${path.relative(PUBLIC_DIR, out)} (${fs.statSync(out).size} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

void main();
