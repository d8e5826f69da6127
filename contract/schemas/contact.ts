import { Type } from 'typebox';
import { errors, MessageResponse, Text } from './common';

export const ContactRequest = Type.Object(
  { name: Text(100), email: Text(254), subject: Text(200), message: Text(5000) },
  { additionalProperties: false },
);

export const contactSchemas = {
  send: {
    tags: ['site'],
    summary: 'The contact form, on the site origin: stored, then mailed to the academy',
    body: ContactRequest,
    response: { 201: MessageResponse, ...errors(400, 429) },
  },
};
