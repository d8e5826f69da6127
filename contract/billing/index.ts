export * from './states';
export * from './gstin';
export * from './billingDetails';
export * from './money';
export * from './limits';
export { billingMessages } from './messages';
