// Advance widths read from the TrueType file fontconfig picks for a family, so slide text can be
// wrapped to the width librsvg will really draw it (kerning aside, which only ever narrows it).
import fs from 'node:fs';
import { run } from './tools';

export interface FontMetrics {
  /** Width of `text` at `fontSize` pixels. */
  measure(text: string, fontSize: number): number;
}

interface Tables {
  [tag: string]: number;
}

function tableOffsets(font: Buffer): Tables {
  const tables: Tables = {};
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    tables[font.toString('ascii', record, record + 4)] = font.readUInt32BE(record + 8);
  }
  return tables;
}

/** The Unicode BMP mapping (cmap format 4) as a lookup from code point to glyph index. */
function glyphLookup(font: Buffer, cmap: number): (codePoint: number) => number {
  const count = font.readUInt16BE(cmap + 2);
  let subtable = -1;
  for (let i = 0; i < count; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (((platform === 3 && encoding === 1) || platform === 0) && font.readUInt16BE(offset) === 4) {
      subtable = offset;
      break;
    }
  }
  if (subtable < 0) throw new Error('Font has no Unicode format-4 cmap');
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let i = 0; i < segments; i += 1) {
      if (font.readUInt16BE(ends + i * 2) < codePoint) continue;
      const start = font.readUInt16BE(starts + i * 2);
      if (start > codePoint) return 0;
      const delta = font.readInt16BE(deltas + i * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function loadFontMetrics(pattern: string): FontMetrics {
  const file = run('fc-match', ['-f', '%{file}', pattern]).trim();
  const font = fs.readFileSync(file);
  const tables = tableOffsets(font);
  const unitsPerEm = font.readUInt16BE(tables.head + 18);
  const longMetrics = font.readUInt16BE(tables.hhea + 34);
  const glyphOf = glyphLookup(font, tables.cmap);
  const advance = (glyph: number): number =>
    font.readUInt16BE(tables.hmtx + Math.min(glyph, longMetrics - 1) * 4);
  return {
    measure(text, fontSize) {
      let units = 0;
      for (const char of text) units += advance(glyphOf(char.codePointAt(0) ?? 0));
      return (units / unitsPerEm) * fontSize;
    },
  };
}
