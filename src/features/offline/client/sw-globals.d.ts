// The globals of the service worker (sw.js), for its own type-check (tsconfig.sw.json): the shared
// names that step.ts writes above its code.
declare const OFFLINE: import('./shared.ts').WorkerNames;
