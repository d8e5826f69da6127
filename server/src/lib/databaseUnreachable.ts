/**
 * Whether an error means PostgreSQL could not be reached (refused, reset, timed out, shut down by
 * its administrator, or the connection ended), as opposed to a query that failed on its own.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE'].includes(code))
      return true;
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now).
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      message,
    )
  );
}
