import { createAddressSigner } from './addressSigner';

/** How long a spoken answer's address works: a marking session, or a results page left open. */
export const RECORDING_ADDRESS_SECONDS = 2 * 3600;

export interface RecordingGrant {
  recordingId: string;
  /** Who it was handed to: an evaluator's or the learner's id. */
  subject: string;
  /** Seconds since the epoch after which the address stops working. */
  expires: number;
}

/**
 * Signed addresses of spoken answers (`/api/media/recordings/:id`), handed to the evaluators who
 * mark them and, with the results, to their learner: an <audio> element sends no bearer header.
 */
export function createRecordingSigner(tokenSecret: string) {
  const signer = createAddressSigner(tokenSecret, 'exam-recording-addresses');
  const fieldsOf = ({ recordingId, subject }: RecordingGrant) => [recordingId, subject];
  return {
    /** The address for `subject`, valid until `nowSeconds` plus RECORDING_ADDRESS_SECONDS. */
    address(recordingId: string, subject: string, nowSeconds: number): string {
      const grant = { recordingId, subject, expires: nowSeconds + RECORDING_ADDRESS_SECONDS };
      const query = new URLSearchParams({
        sub: subject,
        exp: String(grant.expires),
        sig: signer.sign(fieldsOf(grant), grant.expires),
      });
      return `/api/media/recordings/${recordingId}?${query.toString()}`;
    },
    verify: (grant: RecordingGrant, signature: string, nowSeconds: number): boolean =>
      signer.verify(fieldsOf(grant), grant.expires, signature, nowSeconds),
  };
}

export type RecordingSigner = ReturnType<typeof createRecordingSigner>;
