/**
 * The client bundle's entry in place of Docusaurus's clientEntry (see ./index.ts). Evaluating the
 * site's startup modules is one long task: every module the entry imports runs before the page can
 * respond. Here the heaviest groups are
 * evaluated first, each in its own task, in the order the entry would need them; Docusaurus's
 * entry then finds them ready and runs as before (it hydrates the page and sets
 * `window.docusaurus`).
 */

import docusaurus from './docusaurus';

/** Resolves in a new task, after the browser has had a chance to handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Module groups in the order they are evaluated, one task each. Everything is in this bundle already (eager). */
export const STARTUP_GROUPS: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@theme/Navbar'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@theme/Root'),
      import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
      import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
    ]),
  () => import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
];

async function start(): Promise<void> {
  for (const group of STARTUP_GROUPS) {
    await group();
    await nextTask();
  }
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

// Docusaurus's base URL banner shows when `window.docusaurus` is missing at DOMContentLoaded, which
// comes before the startup below ends: set it now, to the object Docusaurus's entry sets again.
// (Its `prefetch` returns `true` where Docusaurus's returns a promise; no caller reads the value.)
window.docusaurus = docusaurus as unknown as typeof window.docusaurus;
void start();
