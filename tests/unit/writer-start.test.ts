// The writer's fast start: SKYPATH_LATEST_ONLY=1 makes `npm start` load only Next and the latest
// release of each SDK section (the docs plugins' onlyIncludeVersions); `docusaurus build`
// (NODE_ENV=production) always loads every version. The config is loaded as Docusaurus loads it,
// in a process of its own with the environment of each case.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import routesFixture from '../fixtures/routes.json';

/** The `onlyIncludeVersions` of each SDK docs plugin in the config, under this environment. */
function includedVersions(env: Record<string, string>): Record<string, unknown> {
  const script = `
    const loaded = await import('./docusaurus.config.ts');
    const config = loaded.default.default ?? loaded.default;
    const docs = config.plugins.filter((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs');
    console.log(JSON.stringify(Object.fromEntries(docs.map(([, o]) => [o.id, o.onlyIncludeVersions ?? 'all']))));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: {...process.env, SKYPATH_LATEST_ONLY: '', NODE_ENV: '', ...env},
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

test('SKYPATH_LATEST_ONLY=1 loads Next and the latest release only, in development', () => {
  assert.deepEqual(includedVersions({SKYPATH_LATEST_ONLY: '1', NODE_ENV: 'development'}), {
    api: 'all',
    ios: ['current', routesFixture.versions.ios.latest],
    js: ['current', routesFixture.versions.js.latest],
  });
});

test('without it, and in every production build, every version is loaded', () => {
  const all = {api: 'all', ios: 'all', js: 'all'};
  assert.deepEqual(includedVersions({}), all);
  assert.deepEqual(includedVersions({SKYPATH_LATEST_ONLY: '1', NODE_ENV: 'production'}), all);
});
