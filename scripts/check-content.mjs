// Checks every docs page and blog post with scripts/content-rules.mjs and reports
// "file:line  rule  message" for writers. Exit code 1 when anything fails.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {checkPage} from './content-rules.mjs';

export const CONTENT_DIRS = ['docs', 'api', 'ios', 'ios_versioned_docs', 'js', 'js_versioned_docs', 'blog'];
const GENERATED = [path.join('api', 'reference')];

/** Pages that describe no API: no code block required. */
const NO_CODE_PAGES = /(^|\/)(faq|qa-process|versions\/index)\.mdx?$/;
/** Index pages whose use is their table of versions: exempt from the prose minimum. */
const INDEX_PAGES = /(^|\/)versions\/index\.mdx?$/;
/** Sections whose guide pages describe an API. */
const API_SECTIONS = /^(api|ios|ios_versioned_docs|js|js_versioned_docs)\//;

/** Pages whose code shows other versions on purpose ("before" code). */
const CROSS_VERSION_PAGES = /(^|\/)(versions\/migration-[^/]+|release-notes)\.mdx?$/;

/** SDK names that exist only in other versions (fact sheet sections 6 to 9). */
const IOS_3_ONLY = [
  'NotificationQuery', 'NotificationResult', 'startMonitoringNotifications', 'stopMonitoringNotifications',
  'isMonitoringNotifications', 'didReceiveNotification', 'OneLayerQuery', 'oneLayer(with:', 'didReceiveNewOneLayer',
  'QueryResult', 'data(with:', 'isNotified(', 'notified(cluster:', 'TurbulenceItemable', 'didFailToFetchNewData(with:type:',
];
const IOS_2_ONLY = [
  'AlertQuery', 'AlertResult', 'AlertError', 'startMonitoringAlerts', 'stopMonitoringAlerts', 'isMonitoringAlerts',
  'didReceiveAlert', 'isAlerted(', 'alerted(cluster:', 'alerts(with:', 'alertedTurbulenceSeverity',
];
const IOS_LIVE_FLIGHTS = ['LiveFlightQuery', 'liveFlights(with:', '.liveFlights', 'didReceiveNewLiveFlightData'];
const VERSION_RULES = [
  {prefix: 'ios_versioned_docs/version-2.2/', forbidden: IOS_3_ONLY},
  {prefix: 'ios_versioned_docs/version-3.0/', forbidden: IOS_2_ONLY},
  {prefix: 'ios/', forbidden: [...IOS_2_ONLY, ...IOS_LIVE_FLIGHTS]},
  {prefix: 'js_versioned_docs/version-0.5/', forbidden: ['apiBaseUrl', 'createForecastFlow']},
  {prefix: 'js/', forbidden: ['proxyUrl', 'environment:']},
];

export function contentFiles(root = '.') {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = path.join(dir, entry.name);
      if (GENERATED.includes(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry.name)) files.push(rel.split(path.sep).join('/'));
    }
  };
  CONTENT_DIRS.forEach(walk);
  return files.sort();
}

export function optionsFor(file) {
  return {
    minWords: INDEX_PAGES.test(file) ? false : undefined,
    requireCode: API_SECTIONS.test(file) && !NO_CODE_PAGES.test(file),
    forbidden: CROSS_VERSION_PAGES.test(file) ? [] : (VERSION_RULES.find((r) => file.startsWith(r.prefix))?.forbidden ?? []),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = contentFiles();
  let count = 0;
  for (const file of files) {
    for (const problem of checkPage(readFileSync(file, 'utf8'), optionsFor(file))) {
      console.error(`${file}:${problem.line}  ${problem.rule}  ${problem.message}`);
      count++;
    }
  }
  if (count > 0) {
    console.error(`\n${count} problem(s) in ${files.length} pages.`);
    process.exit(1);
  }
  console.log(`Content rules: ${files.length} pages, no problems.`);
}
