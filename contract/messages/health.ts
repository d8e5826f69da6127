/** /api/ready while the process is stopping: the balancer sends its requests elsewhere. */
export const NODE_SHUTTING_DOWN = 'This server is shutting down; another one will answer.';
/** /api/ready (and a request that needs it) while PostgreSQL cannot be reached. */
export const DATABASE_UNREACHABLE =
  'The database cannot be reached right now. Please try again shortly.';
