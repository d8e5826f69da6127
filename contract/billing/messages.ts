import { BILLING_NAME_MAX_LENGTH } from './limits';

// What the checkout form and the server say about billing details; both import these texts.
export const billingMessages = {
  nameRequired: 'Billing name is required.',
  nameTooLong: `Billing name must be at most ${BILLING_NAME_MAX_LENGTH} characters.`,
  stateRequired: 'Please choose your state or union territory.',
  stateUnknown: 'Please choose a state or union territory from the list.',
  legalNameRequired: "Please enter the business's legal name for this GSTIN.",
  legalNameTooLong: `Legal name must be at most ${BILLING_NAME_MAX_LENGTH} characters.`,
  gstinLength: 'A GSTIN has exactly 15 characters.',
  gstinCharacters: 'A GSTIN has only letters and digits.',
  gstinStateDigits: 'A GSTIN starts with the 2-digit code of its state.',
  gstinPan: 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits and a letter.',
  gstinEntity: 'The 13th character of a GSTIN is the entity number: 1 to 9 or a letter.',
  gstinFourteenth: 'The 14th character of a GSTIN is the letter Z.',
  gstinCheckCharacter:
    'This GSTIN does not pass its check: a character is mistyped. Please copy it again from the GST certificate.',
  gstinUnknownState: (code: string) =>
    `This GSTIN starts with ${code}, which is not the code of a state or union territory.`,
  gstinStateMismatch: (gstinState: string, chosenState: string) =>
    `This GSTIN belongs to ${gstinState}, not ${chosenState}.`,
} as const;
