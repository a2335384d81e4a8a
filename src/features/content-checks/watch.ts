// While `npm start` runs: each page a writer saves is checked (`npm run check` on that page, without
// its samples) in a child process at low priority, so the dev server reloads first; its problems
// are printed in the terminal. A save while a check runs queues one more check of that page.
import {spawn} from 'node:child_process';
import {existsSync, watch} from 'node:fs';
import {setPriority} from 'node:os';
import path from 'node:path';
import {CONTENT_DIRS} from '../../core/contentFolders.mjs';
import {checkable} from './check.ts';

const CHECK = path.join(__dirname, 'check.ts');
/** How long a page must stay unchanged before it is checked (editors write a file in several steps). */
const SETTLE_MS = 400;

export function watchPages(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = () => {
    if (running || pending.size === 0) return;
    const files = [...pending].filter((file) => existsSync(file));
    pending.clear();
    if (files.length === 0) return;
    running = true;
    const child = spawn(process.execPath, ['--import', 'tsx', CHECK, '--no-samples', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, CI: ''},
    });
    if (child.pid) setPriority(child.pid, 10);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', () => {
      const lines = output.split('\n').filter((line) => line && !line.startsWith('['));
      log(`\n[check] ${files.join(', ')}\n${lines.join('\n')}`);
      running = false;
      run();
    });
  };
  const watchers = CONTENT_DIRS.map((dir) =>
    watch(dir, {recursive: true}, (_event, name) => {
      if (!name) return;
      const [file] = checkable([path.join(dir, name.toString())]);
      if (!file) return;
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(run, SETTLE_MS);
    }),
  );
  return () => watchers.forEach((watcher) => watcher.close());
}
