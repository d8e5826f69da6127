import { WEBHOOK_BODY_INVALID, WEBHOOK_EVENT_MISSING } from '@contract/messages/payments';
import {
  RazorpayPaymentEvent,
  RazorpayRefundEvent,
  RazorpayWebhookEnvelope,
} from '@contract/schemas/payments';
import type {
  RazorpayPaymentEvent as PaymentEvent,
  RazorpayRefundEvent as RefundEvent,
} from '@contract/types';
import { schemaErrorMessage, type SchemaIssue } from '@contract/validation/schemaErrors';
import { Compile } from 'typebox/compile';
import { badInputMessage, findBadInput } from '../../lib/badInput';
import { HttpError } from '../../lib/httpError';

/** A signed webhook body, read: an event the server handles, or another it ignores. */
export type WebhookBody =
  | { kind: 'payment'; event: PaymentEvent }
  | { kind: 'refund'; event: RefundEvent }
  | { kind: 'other'; event: string };

const envelope = Compile(RazorpayWebhookEnvelope);
const paymentEvent = Compile(RazorpayPaymentEvent);
const refundEvent = Compile(RazorpayRefundEvent);

const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

function malformed(validator: typeof paymentEvent | typeof refundEvent, body: unknown): HttpError {
  const issues: SchemaIssue[] = validator.Errors(body).map((error) => ({
    instancePath: error.instancePath,
    message: error.message,
    params: error.params as SchemaIssue['params'],
  }));
  return new HttpError(400, schemaErrorMessage(issues, 'body'), 'VALIDATION');
}

/**
 * Reads a body whose signature was checked: JSON, no NUL or non-finite number, an object naming its
 * event, and for the events handled the fields the server reads, as the contract describes them.
 * Anything malformed is a 400 with what is wrong; an event not handled is returned as 'other'.
 */
export function readWebhookBody(rawBody: Buffer): WebhookBody {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, WEBHOOK_BODY_INVALID);
  }
  const bad = findBadInput(body);
  if (bad) throw new HttpError(400, badInputMessage('body', bad));
  if (!envelope.Check(body)) throw new HttpError(400, WEBHOOK_EVENT_MISSING);
  if (PAYMENT_EVENTS.has(body.event)) {
    if (!paymentEvent.Check(body)) throw malformed(paymentEvent, body);
    return { kind: 'payment', event: body };
  }
  if (REFUND_EVENTS.has(body.event)) {
    if (!refundEvent.Check(body)) throw malformed(refundEvent, body);
    return { kind: 'refund', event: body };
  }
  return { kind: 'other', event: body.event };
}
