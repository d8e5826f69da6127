// Takes a full-page screenshot of a URL: `npx tsx scripts/screenshot.ts <url> <out.png> [width]`.
import { launchChromium } from './chromium';

async function main() {
  const [url, out, width = '1280'] = process.argv.slice(2);
  if (!url || !out) {
    console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width]');
    process.exit(2);
  }
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[console] ${message.text()}`);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: out, fullPage: true });
    console.info(`saved ${out}`);
  } finally {
    await browser.close();
  }
}

void main();
