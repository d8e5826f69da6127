import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPORTS_DIR = path.resolve(__dirname, '../../reports');

/** Prints rows as an aligned text table. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.info(line(columns));
  console.info(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.info(line(columns.map((column) => String(row[column] ?? ''))));
}

/** Writes a JSON report under reports/ (git-ignored) and returns its path. */
export function writeReport(name: string, data: unknown): string {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = path.join(REPORTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
