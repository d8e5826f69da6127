import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/config';

// Money is written by one formatter (contract/billing/money.ts): a lint rule (eslint.config.mjs)
// refuses any other file that writes 'Rs.' or '₹' before an amount. Each case lints a file as if
// it sat at `where`, the way `npm run lint` would see it.

function lint(where: string, source: string): string {
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--stdin',
      '--stdin-filename',
      where,
    ],
    { cwd: PROJECT_ROOT, input: source, encoding: 'utf8' },
  );
  return result.stdout + result.stderr;
}

const REFUSED = /Money is written by the formatter/;

it.each([
  ['a template', 'export const price = (n: number) => `Rs. ${n}`;\n'],
  ['the rupee sign', 'export const price = (n: number) => `₹${n} off`;\n'],
  ['a fixed amount', "export const note = 'Orders over Rs. 500 ship free';\n"],
  ['Intl', "export const money = new Intl.NumberFormat('en-IN');\n"],
])(
  'a component that writes money itself (%s) fails lint',
  (_, source) => {
    expect(lint('src/features/cart/components/MoneyCheck.tsx', source)).toMatch(REFUSED);
  },
  60_000,
);

it('a component that writes money itself in JSX fails lint', () => {
  const source = 'export const Price = ({ n }: { n: number }) => <span>Rs. {n}</span>;\n';
  expect(lint('src/features/cart/components/MoneyCheck.tsx', source)).toMatch(REFUSED);
}, 60_000);

it('a server mail that writes money itself fails lint; the formatter passes', () => {
  expect(
    lint('server/src/services/mail/moneyCheck.ts', 'export const t = (n: number) => `Rs. ${n}`;\n'),
  ).toMatch(REFUSED);
  const formatted =
    "import { formatWholeRupees } from '@contract/billing/money';\nexport const t = (n: number) => `Paid ${formatWholeRupees(n)}`;\n";
  expect(lint('server/src/services/mail/moneyCheck.ts', formatted)).toBe('');
}, 60_000);

it('words about the currency are not amounts', () => {
  const source = "export const note = 'All prices are in Indian rupees (Rs.) and include GST.';\n";
  expect(lint('src/features/policies/data/moneyCheck.ts', source)).toBe('');
}, 60_000);
