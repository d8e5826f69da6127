import { SERVER_BUSY } from '@contract/messages/common';
import { HttpError } from './httpError';

/** The 503 of a process shedding load; made without arguments (the load-shedding library does). */
export class ServerBusyError extends HttpError {
  constructor() {
    super(503, SERVER_BUSY, 'SERVER_BUSY');
  }
}
