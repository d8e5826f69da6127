import { SERVER_STATE_ID, serverStateReceived } from '@/store/api/serverState';
import type { AppStore } from '@/store/store';

/**
 * Hands the API answers a server-rendered page was drawn from to the store, so the first render
 * shows the same page instead of loading it again. Nothing when the page came without them.
 */
export function takeServerState(store: AppStore): void {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return;
  try {
    store.dispatch(serverStateReceived(JSON.parse(script.textContent) as Record<string, unknown>));
  } catch {
    // A damaged script only costs the page its API calls again.
  }
}
