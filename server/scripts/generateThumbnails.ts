// Writes one flat SVG thumbnail (640x360) per seeded course into public/images/courses/<slug>.svg.
// Run: npx tsx server/scripts/generateThumbnails.ts
import fs from 'node:fs';
import path from 'node:path';
import { ACADEMY_NAME } from '@contract/constants';
import { seedCourses, type SeedCourse } from '../src/seed/courses';

const OUT_DIR = path.resolve(__dirname, '..', '..', 'public', 'images', 'courses');

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Motif = (accent: string) => string;

// Simple flat pictograms drawn on the right-hand side of the card.
const motifs: Record<string, Motif> = {
  speech: (a) =>
    `<path d="M430 70h150a20 20 0 0 1 20 20v80a20 20 0 0 1-20 20h-90l-40 34v-34h-20a20 20 0 0 1-20-20V90a20 20 0 0 1 20-20z" fill="${a}"/>` +
    `<path d="M470 200h110a16 16 0 0 1 16 16v56a16 16 0 0 1-16 16h-14v26l-30-26h-66a16 16 0 0 1-16-16v-56a16 16 0 0 1 16-16z" fill="${a}" opacity=".55"/>`,
  wave: (a) =>
    [40, 90, 140, 70, 170, 110, 60, 130, 80, 40]
      .map(
        (h, i) =>
          `<rect x="${420 + i * 18}" y="${180 - h / 2}" width="10" height="${h}" rx="5" fill="${a}"/>`,
      )
      .join(''),
  page: (a) =>
    `<rect x="440" y="60" width="150" height="200" rx="14" fill="${a}"/>` +
    [100, 130, 160, 190]
      .map(
        (y, i) =>
          `<rect x="465" y="${y}" width="${i === 3 ? 60 : 100}" height="10" rx="5" fill="#000" opacity=".25"/>`,
      )
      .join('') +
    `<path d="M560 220l40-80 18 9-40 80-22 12z" fill="#fff"/>`,
  globe: (a) =>
    `<circle cx="515" cy="165" r="95" fill="${a}"/>` +
    `<ellipse cx="515" cy="165" rx="40" ry="95" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="8"/>` +
    `<path d="M420 165h190M435 115h160M435 215h160" stroke="#000" stroke-opacity=".25" stroke-width="8"/>`,
  headset: (a) =>
    `<path d="M440 190v-30a75 75 0 0 1 150 0v30" fill="none" stroke="${a}" stroke-width="18"/>` +
    `<rect x="420" y="180" width="44" height="80" rx="16" fill="${a}"/><rect x="566" y="180" width="44" height="80" rx="16" fill="${a}"/>` +
    `<path d="M588 258c0 30-30 40-60 40" fill="none" stroke="${a}" stroke-width="10"/><circle cx="522" cy="298" r="12" fill="${a}"/>`,
  tick: (a) =>
    `<circle cx="515" cy="165" r="90" fill="${a}"/><path d="M470 165l32 32 62-66" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
};

function motifFor(slug: string): Motif {
  if (/bpo|chat/.test(slug)) return motifs.headset;
  if (/accent|pronunciation|speaking|spoken/.test(slug))
    return slug.includes('spoken') ? motifs.speech : motifs.wave;
  if (/writing|email|grammar|sop|vocabulary/.test(slug)) return motifs.page;
  if (/abroad|toefl|pte|general/.test(slug)) return motifs.globe;
  if (/interview|meetings|it-professionals/.test(slug)) return motifs.speech;
  return motifs.tick;
}

export function thumbnailSvg(course: SeedCourse): string {
  const [background, accent, textColour] = course.palette;
  const [first, second] = course.shortTitle;
  const lines = [first, second].filter((line): line is string => Boolean(line));
  const longest = Math.max(...lines.map((line) => line.length));
  const size = longest > 14 ? 34 : longest > 11 ? 40 : 52;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${150 + i * (size + 10)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(course.title)}">` +
    `<rect width="640" height="360" fill="${background}"/>` +
    `<circle cx="640" cy="0" r="150" fill="${accent}" opacity=".18"/>` +
    motifFor(course.slug)(accent) +
    `<rect x="40" y="70" width="56" height="8" rx="4" fill="${accent}"/>` +
    `<g fill="${textColour}" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-weight="700">${text}</g>` +
    `<text x="40" y="318" fill="${textColour}" opacity=".85" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="18" font-weight="600">${escapeXml(ACADEMY_NAME)}</text>` +
    `</svg>\n`
  );
}

if (require.main === module) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const course of seedCourses) {
    const svg = thumbnailSvg(course);
    fs.writeFileSync(path.join(OUT_DIR, `${course.slug}.svg`), svg);
    console.info(`${course.slug}.svg ${svg.length} bytes`);
  }
}
