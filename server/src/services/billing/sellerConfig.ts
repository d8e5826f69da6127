import { DEFAULT_CREDIT_NOTE_SERIES, DEFAULT_INVOICE_SERIES } from './financialYear';
import { SAMPLE_SELLER, sellerErrors, type SellerDetails } from './seller';

type Env = Record<string, string | undefined>;

const text = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** The seller variables; setting any of them replaces SAMPLE_SELLER as a whole. */
export const SELLER_VARIABLES = [
  'SELLER_TRADE_NAME',
  'SELLER_LEGAL_NAME',
  'SELLER_ADDRESS',
  'SELLER_STATE_CODE',
  'SELLER_GSTIN',
  'SELLER_EMAIL',
  'INVOICE_SERIES_PREFIX',
  'CREDIT_NOTE_SERIES_PREFIX',
] as const;

/**
 * The academy's seller details from the environment. None of the SELLER_* variables set: the
 * labelled SAMPLE_SELLER (every document says it is not a valid tax invoice). Any set: all the
 * required ones must be, and a configuration `sellerErrors` finds fault with stops the start.
 * SELLER_ADDRESS separates its lines with '|'.
 */
export function sellerFromEnv(env: Env): SellerDetails {
  if (SELLER_VARIABLES.every((name) => text(env[name]) === undefined)) return SAMPLE_SELLER;
  const seller: SellerDetails = {
    tradeName: text(env.SELLER_TRADE_NAME) ?? SAMPLE_SELLER.tradeName,
    legalName: text(env.SELLER_LEGAL_NAME) ?? '',
    addressLines: (text(env.SELLER_ADDRESS) ?? '')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    stateCode: text(env.SELLER_STATE_CODE) ?? '',
    gstin: (text(env.SELLER_GSTIN) ?? '').toUpperCase(),
    email: text(env.SELLER_EMAIL),
    sample: false,
    invoiceSeries: {
      ...DEFAULT_INVOICE_SERIES,
      prefix: text(env.INVOICE_SERIES_PREFIX) ?? DEFAULT_INVOICE_SERIES.prefix,
    },
    creditNoteSeries: {
      ...DEFAULT_CREDIT_NOTE_SERIES,
      prefix: text(env.CREDIT_NOTE_SERIES_PREFIX) ?? DEFAULT_CREDIT_NOTE_SERIES.prefix,
    },
  };
  const errors = sellerErrors(seller);
  if (errors.length > 0)
    throw new Error(`The seller configuration (SELLER_*) is not usable: ${errors.join(' ')}`);
  return seller;
}
