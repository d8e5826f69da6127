// Names this browser tab to the server: one tab at a time may save an attempt. Kept in
// sessionStorage, so a reload keeps the tab's hold while a second tab gets its own name.

const KEY = 'exam-tab-id';

function newTabId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return `tab-${random.replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 64);
}

export function tabId(): string {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored) return stored;
    const created = newTabId();
    window.sessionStorage.setItem(KEY, created);
    return created;
  } catch {
    return (fallback ??= newTabId());
  }
}
let fallback: string | undefined;
