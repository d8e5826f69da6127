import { compact, isBlank, type FieldErrors } from '../validation/rules';
import { gstinError, normalizeGstin } from './gstin';
import { BILLING_NAME_MAX_LENGTH } from './limits';
import { billingMessages as m } from './messages';
import { isStateCode } from './states';

/**
 * Who an invoice is made out to. The state (a GST state code such as '27') is the place of supply;
 * a business that wants input tax credit adds its GSTIN and the legal name registered with it.
 */
export interface BillingDetails {
  name: string;
  stateCode: string;
  gstin?: string;
  legalName?: string;
}

/** The form's values before validation: every field is text, the optional ones may be blank. */
export interface BillingDetailsInput {
  name: string;
  stateCode: string;
  gstin?: string;
  legalName?: string;
}

export type BillingField = keyof BillingDetailsInput;

function nameError(value: string, required: string, tooLong: string): string | undefined {
  if (isBlank(value)) return required;
  return value.trim().length > BILLING_NAME_MAX_LENGTH ? tooLong : undefined;
}

function stateError(code: string): string | undefined {
  if (isBlank(code)) return m.stateRequired;
  return isStateCode(code.trim()) ? undefined : m.stateUnknown;
}

/** One message per field, or none; the legal name is asked for only when a GSTIN is given. */
export function validateBillingDetails(values: BillingDetailsInput): FieldErrors<BillingField> {
  const hasGstin = !isBlank(values.gstin);
  const stateCode = values.stateCode.trim();
  return compact({
    name: nameError(values.name, m.nameRequired, m.nameTooLong),
    stateCode: stateError(values.stateCode),
    gstin: hasGstin
      ? gstinError(values.gstin!, isStateCode(stateCode) ? stateCode : undefined)
      : undefined,
    legalName: hasGstin
      ? nameError(values.legalName ?? '', m.legalNameRequired, m.legalNameTooLong)
      : undefined,
  });
}

/** Trimmed values to store; a blank GSTIN drops the legal name too. Call after validation passes. */
export function normalizeBillingDetails(values: BillingDetailsInput): BillingDetails {
  const base = { name: values.name.trim(), stateCode: values.stateCode.trim() };
  if (isBlank(values.gstin)) return base;
  return { ...base, gstin: normalizeGstin(values.gstin!), legalName: values.legalName!.trim() };
}
