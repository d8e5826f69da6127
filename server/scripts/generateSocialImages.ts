// Writes the pictures link previews show (Open Graph, Twitter card), 1200x630 PNG: one per seeded
// course from its SVG thumbnail, and one for the rest of the site, into public/images/social/.
// Previews (WhatsApp, Facebook, LinkedIn, X) do not show SVG, hence raster copies.
// Run after generateThumbnails.ts: npx tsx server/scripts/generateSocialImages.ts (needs Chromium)
import fs from 'node:fs';
import path from 'node:path';
import { ACADEMY_NAME } from '@contract/constants';
import { launchChromium } from '../../scripts/chromium';
import { seedCourses } from '../src/seed/courses';

const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');
const OUT_DIR = path.join(PUBLIC_DIR, 'images', 'social');
const WIDTH = 1200;
const HEIGHT = 630;

const svgDataUrl = (file: string) =>
  `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;

/** The 16:9 thumbnail across the whole width, a little cut off at the top and the bottom. */
const coursePage = (thumbnail: string) => `<!doctype html>
<html><body style="margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden">
<img src="${svgDataUrl(thumbnail)}" style="width:${WIDTH}px;height:${HEIGHT}px;object-fit:cover" alt=""></body></html>`;

const sitePage = () => `<!doctype html>
<html><body style="margin:0;width:${WIDTH}px;height:${HEIGHT}px;background:linear-gradient(160deg,#142766,#1f3a93);
display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;color:#fff;
font-family:'Noto Sans','DejaVu Sans',Arial,sans-serif">
<img src="${svgDataUrl(path.join(PUBLIC_DIR, 'images', 'logo-mark.svg'))}" style="width:220px;height:220px" alt="">
<div><div style="font-size:84px;font-weight:800;line-height:1.05">${ACADEMY_NAME}</div>
<div style="font-size:40px;margin-top:24px;color:#ffd27a">English proficiency tests and recorded courses</div></div>
</body></html>`;

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const shoot = async (html: string, name: string) => {
      await page.setContent(html, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(OUT_DIR, name), type: 'png' });
      console.info(`wrote images/social/${name}`);
    };
    await shoot(sitePage(), 'site.png');
    for (const course of seedCourses) {
      const thumbnail = path.join(PUBLIC_DIR, 'images', 'courses', `${course.slug}.svg`);
      await shoot(coursePage(thumbnail), `${course.slug}.png`);
    }
  } finally {
    await browser.close();
  }
}

void main();
