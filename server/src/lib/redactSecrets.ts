/**
 * Query parameters whose value grants something: mail-link and session tokens, OAuth codes and
 * state, the signatures of lesson-media (`sig`) and tax-document (`signature`) download addresses,
 * and a bucket's presigned-address signature and credentials. The one list every logged address
 * is cut by.
 */
export const SECRET_QUERY_PARAMETERS = [
  'token',
  'access_token',
  'refresh_token',
  'code',
  'state',
  'session_state',
  'sig',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
] as const;

/** Path segments that are themselves a mailed link's token. */
const SECRET_SEGMENT =
  /(\/(?:verify-email|reset-password|confirm-email|undo-email-change)\/)[^/?#\s"\\]+/g;
/**
 * A secret parameter in an address, also inside a longer text (a JSON log line, an error message):
 * the value ends where the address does.
 */
const SECRET_QUERY = new RegExp(
  `([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#\\s"'\\\\]*`,
  'gi',
);
/** An access token (a JWT: base64url of '{"'), wherever it turns up. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/** Text fit for the logs: every address in it without its secrets, and no access token. */
export const redactSecrets = (text: string): string =>
  text
    .replace(SECRET_SEGMENT, '$1[redacted]')
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(JWT, '[redacted]');
