// Whether this browser can do offline reading: page code, apart from shared.ts, which the service
// worker's type-check covers (it has no `window`). The "Save for offline" control asks it before it
// loads client/client.ts.

/** Whether this browser can save copies: a secure page with service workers and Cache Storage. */
export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;
}
