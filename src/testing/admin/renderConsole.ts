import type { Role } from '@contract/roles';
import { renderApp } from '../render';
import { staffSession } from './staffSession';

/** The whole app at a console address, signed in with this role (staff by default). */
export function renderConsole(path: string, role: Role = 'staff') {
  return renderApp(path, { preloadedState: staffSession(role).preloadedState });
}
