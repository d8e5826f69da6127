import { lintSources, type LintOutcome } from './helpers/lintSources';

// Money is written by one formatter (contract/billing/money.ts): a lint rule (eslint.config.mjs)
// refuses any other file that writes 'Rs.' or '₹' before an amount. Each case lints a file as if
// it sat at `where`, the way `npm run lint` would see it.

const COMPONENT = 'src/features/cart/components/MoneyCheck.tsx';
const MAIL = 'server/src/services/mail/moneyCheck.ts';
const REFUSED = /Money is written by the formatter/;

const writesItself = {
  'a template': 'export const price = (n: number) => `Rs. ${n}`;\n',
  'the rupee sign': 'export const price = (n: number) => `₹${n} off`;\n',
  'a fixed amount': "export const note = 'Orders over Rs. 500 ship free';\n",
  Intl: "export const money = new Intl.NumberFormat('en-IN');\n",
};
const cases = {
  ...Object.fromEntries(
    Object.entries(writesItself).map(([name, source]) => [name, { where: COMPONENT, source }]),
  ),
  jsx: {
    where: COMPONENT,
    source: 'export const Price = ({ n }: { n: number }) => <span>Rs. {n}</span>;\n',
  },
  mail: { where: MAIL, source: 'export const t = (n: number) => `Rs. ${n}`;\n' },
  mailFormatted: {
    where: MAIL,
    source:
      "import { formatWholeRupees } from '@contract/billing/money';\nexport const t = (n: number) => `Paid ${formatWholeRupees(n)}`;\n",
  },
  currencyWords: {
    where: 'src/features/policies/data/moneyCheck.ts',
    source: "export const note = 'All prices are in Indian rupees (Rs.) and include GST.';\n",
  },
};

let linted: Record<string, LintOutcome>;
beforeAll(async () => {
  linted = await lintSources(cases);
}, 60_000);

it.each(Object.keys(writesItself))(
  'a component that writes money itself (%s) fails lint',
  (name) => {
    expect(linted[name]!.output).toMatch(REFUSED);
  },
);

it('a component that writes money itself in JSX fails lint', () => {
  expect(linted.jsx!.output).toMatch(REFUSED);
});

it('a server mail that writes money itself fails lint; the formatter passes', () => {
  expect(linted.mail!.output).toMatch(REFUSED);
  expect(linted.mailFormatted).toEqual({ clean: true, output: '' });
});

it('words about the currency are not amounts', () => {
  expect(linted.currencyWords).toEqual({ clean: true, output: '' });
});
