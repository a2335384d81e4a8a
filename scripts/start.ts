// `npm start`: Docusaurus's dev server, and beside it the writer's check of each page saved
// (content-checks' watcher), printed in the same terminal. Arguments go to `docusaurus start`.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {watchPages} from '../src/features/content-checks/watch.ts';

const docusaurus = path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const server = spawn(process.execPath, [docusaurus, 'start', ...process.argv.slice(2)], {stdio: 'inherit'});
const stop = watchPages();
server.on('close', (code) => {
  stop();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
