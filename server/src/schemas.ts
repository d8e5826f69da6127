// JSON-schema fragments shared by the routes. Text fields default to '' so the shared validators
// (src/shared/validation) give the spec's messages for missing values, not the schema's.

export const text = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;

export const uuid = { type: 'string', format: 'uuid' } as const;

export const idParams = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: uuid },
  }) as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const emailBody = {
  type: 'object',
  properties: { email: text(254) },
  additionalProperties: false,
} as const;

export const orderIdBody = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: uuid },
  additionalProperties: false,
} as const;
