import {
  billingMessages as m,
  validateBillingDetails,
  type BillingDetails,
  type BillingField,
} from '@contract/billing';
import type { BillingDetailsRequest } from '@contract/types';

/** The form's fields: the GSTIN and legal name count only while the toggle is on. */
export interface BillingFields {
  name: string;
  stateCode: string;
  hasGstin: boolean;
  gstin: string;
  legalName: string;
}

/** What the server receives: the GSTIN pair left blank when the toggle is off. */
export const billingRequestOf = (values: BillingFields): BillingDetailsRequest => ({
  name: values.name,
  stateCode: values.stateCode,
  gstin: values.hasGstin ? values.gstin : '',
  legalName: values.hasGstin ? values.legalName : '',
});

/** The shared rules, on what would be sent. */
export const validateBillingFields = (values: BillingFields) =>
  validateBillingDetails(billingRequestOf(values));

/** The order's details when editing, else the last checkout's, else the account's name. */
export function initialBillingFields(
  current: BillingDetails | null | undefined,
  accountName: string,
): BillingFields {
  return {
    name: current?.name ?? accountName,
    stateCode: current?.stateCode ?? '',
    hasGstin: Boolean(current?.gstin),
    gstin: current?.gstin ?? '',
    legalName: current?.legalName ?? '',
  };
}

const FIELD_MESSAGES: Partial<Record<BillingField, readonly string[]>> = {
  name: [m.nameRequired, m.nameTooLong],
  stateCode: [m.stateRequired, m.stateUnknown],
  legalName: [m.legalNameRequired, m.legalNameTooLong],
};

/** Which field a server validation message is about; the rest are the GSTIN's own messages. */
export function fieldOfMessage(message: string): BillingField {
  const entry = Object.entries(FIELD_MESSAGES).find(([, messages]) => messages.includes(message));
  return (entry?.[0] as BillingField | undefined) ?? 'gstin';
}
