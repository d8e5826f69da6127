const SECRET_SEGMENT =
  /(\/(?:verify-email|reset-password|confirm-email|undo-email-change)\/)[^/?#]+/g;
const SECRET_QUERY = /([?&](?:token|code|state|session_state)=)[^&#]*/g;

/** A request URL fit for the logs: mail-link tokens and OAuth codes removed. */
export const redactUrl = (url: string): string =>
  url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
