// The precompressed copies made while the steps run (src/core/site/precompress.ts): whatever the
// writes, the background and their interleaving, every copy at the end is of what its file holds
// then; the pipeline compresses a page in the background only once no later step may write it, and
// a step that writes a page without saying so fails.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import {runPipeline, type Step} from '../../src/core/pipeline';
import {brotliQuality, precompress} from '../../src/core/site/precompress';
import {builtPage, fakePostBuild, fakeSite} from './fake-site';

/** Text that compresses, at least 512 bytes: the size below which no copy is made. */
const text = (seed: number) =>
  Array.from({length: 40}, (_, i) => `<p>FL${300 + ((seed + i) % 9) * 10}: severity ${seed} ${i}</p>`).join('\n');

const copiesOf = (outDir: string, file: string) => ({
  br: zlib.brotliDecompressSync(readFileSync(path.join(outDir, `${file}.br`))).toString(),
  gz: zlib.gunzipSync(readFileSync(path.join(outDir, `${file}.gz`))).toString(),
});

/** What a file may hold: text that compresses, text too short to gain, bytes that do not compress. */
const body = (kind: 'text' | 'short' | 'noise', seed: number): Buffer =>
  kind === 'text' ? Buffer.from(text(seed)) : kind === 'short' ? Buffer.from(`short ${seed}`) : noise(seed);

/** 900 bytes of xorshift32 output: nothing for a compressor to find. */
function noise(seed: number): Buffer {
  let x = (seed + 1) * 2654435761;
  return Buffer.from(
    Array.from({length: 900}, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x & 255;
    }),
  );
}

/** The oracle: a copy is there when it is smaller, and then it holds the file; never a copy of anything else. */
function assertCopies(outDir: string, file: string) {
  const content = readFileSync(path.join(outDir, file));
  for (const [ext, compress, decompress] of [
    ['.br', (b: Buffer) => zlib.brotliCompressSync(b), zlib.brotliDecompressSync],
    ['.gz', (b: Buffer) => zlib.gzipSync(b, {level: 9}), zlib.gunzipSync],
  ] as const) {
    const copy = path.join(outDir, `${file}${ext}`);
    const gains = content.length >= 512 && compress(content).length < content.length;
    assert.equal(existsSync(copy), gains, `${file}${ext} is there exactly when it is smaller`);
    if (gains) assert.deepEqual(decompress(readFileSync(copy)), content, `${file}${ext} holds the file as it is`);
  }
}

test('whatever the writes and their timing, every copy at the end is of what its file then holds (property)', async () => {
  const files = ['a.js', 'b.css', 'c/d.json', 'e.md'];
  const operation = fc.oneof(
    fc.record({
      write: fc.constantFrom(...files),
      kind: fc.constantFrom('text' as const, 'text' as const, 'short' as const, 'noise' as const),
      seed: fc.nat(50),
      wait: fc.nat(40),
    }),
    fc.record({early: fc.subarray(files), wait: fc.nat(40)}),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(operation, {maxLength: 12}), async (operations) => {
      const site = await fakeSite([], {files: Object.fromEntries(files.map((file, i) => [file, text(100 + i)]))});
      // Every operation starts after its wait, so writes, background copies and other writes overlap.
      await Promise.all(
        operations.map(async (operation) => {
          await new Promise((resolve) => setTimeout(resolve, operation.wait));
          if ('write' in operation) await site.write(operation.write, body(operation.kind, operation.seed));
          else site.precompressor.early(operation.early);
        }),
      );
      const totals = await site.precompressor.finish(site.files);
      const gaining = files.filter((file) => readFileSync(path.join(site.outDir, file)).length >= 512);
      assert.equal(totals.files, gaining.length, 'the files of 512 bytes or more are counted');
      for (const file of files) assertCopies(site.outDir, file);
    }),
    {numRuns: 80},
  );
});

test('a file compressed in the background and written again is compressed again, and counted', async () => {
  const site = await fakeSite([], {files: {'a.js': text(1), 'b.js': text(2)}});
  site.precompressor.early(['a.js', 'b.js']);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.ok(existsSync(path.join(site.outDir, 'a.js.br')), 'made in the background');
  await site.write('a.js', text(3));
  // A file a step wrote by other means and recorded (SiteModel.add) counts as written too.
  writeFileSync(path.join(site.outDir, 'b.js'), text(4));
  site.add('b.js');
  const summary = await precompress(site);
  assert.match(summary, /^2 files .*, 2 compressed while the steps ran, 2 again after a later write, 0 scripts/);
  assert.equal(copiesOf(site.outDir, 'a.js').br, text(3));
  assert.equal(copiesOf(site.outDir, 'b.js').gz, text(4));
});

test("a file's sizes: its copies made once when asked for twice at once, made again after a write, none for one too short", async () => {
  const site = await fakeSite([], {files: {'a.js': text(1), 'short.js': 'short'}});
  const [first, second] = await Promise.all([site.precompressor.sizes('a.js'), site.precompressor.sizes('a.js')]);
  assert.deepEqual(first, second);
  assert.equal(site.version('a.js.br'), 2, 'its Brotli copy written once (a write counts twice: begun, done)');
  assert.equal(first?.brotliBytes, readFileSync(path.join(site.outDir, 'a.js.br')).length);
  assert.equal(first?.bytes, text(1).length);
  await site.write('a.js', text(2).repeat(3));
  const after = await site.precompressor.sizes('a.js');
  assert.equal(after?.bytes, text(2).repeat(3).length, 'of what the file now holds');
  assert.equal(await site.precompressor.sizes('short.js'), undefined);
  assert.equal(await site.precompressor.sizes('image.png'), undefined);
  await site.precompressor.finish(site.files);
});

const page = (route: string, body: string) => ({
  route,
  html: builtPage(route, `<article><h1>${body}</h1>${text(7)}</article>`),
});

test("the pipeline compresses a step's files as it writes them, pages as the last step that writes them does", async () => {
  const lines: string[] = [];
  const props = fakePostBuild([page('/', 'Home'), page('/docs/', 'Docs')], {files: {'assets/app.js': text(9)}});
  const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
  const steps: Step[] = [
    {
      name: 'route stylesheets',
      writesPages: true,
      run: async (site) => {
        // Meanwhile, what no step writes again is compressed already.
        await pause();
        assert.ok(existsSync(path.join(site.outDir, 'assets/app.js.br')), 'the asset is compressed while a step runs');
        await site.writePage(site.page('/')!, builtPage('/', `<p>linked</p>${text(7)}`));
        await pause();
        assert.ok(!existsSync(path.join(site.outDir, 'index.html.br')), 'no page is compressed before its last writer');
      },
    },
    {
      name: 'critical CSS',
      writesPages: true,
      run: async (site) => {
        await pause();
        assert.ok(!existsSync(path.join(site.outDir, 'index.html.br')), 'nor a page its last writer has not written');
        for (const each of site.pages) await site.writePage(each, builtPage(each.route, `<p>rewritten</p>${text(8)}`));
        await pause();
        assert.match(copiesOf(site.outDir, 'index.html').br, /rewritten/, 'a page its last writer wrote, meanwhile');
      },
    },
    {
      name: 'search indexes',
      run: async (site) => {
        await site.write('search/index.json', text(10));
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.ok(
          existsSync(path.join(site.outDir, 'search/index.json.br')),
          "a step's file is compressed while it runs",
        );
      },
    },
    {name: 'precompressed copies', run: precompress},
  ];
  await runPipeline(props, {routeFiles: () => [], steps, log: (line) => lines.push(line)});
  const [, files, early, again] =
    /precompressed copies .*: (\d+) files .*, (\d+) compressed while the steps ran, (\d+) again/
      .exec(lines.join('\n'))!
      .map(Number);
  assert.ok(files! >= 4, 'the two pages, the asset and the index');
  assert.deepEqual({early, again}, {early: files, again: 0}, 'every copy made in the background, none made twice');
  assert.match(copiesOf(props.outDir, 'docs/index.html').br, /rewritten/);
});

test('a step that writes a page without `writesPages` fails, named, with the fix', async () => {
  const props = fakePostBuild([page('/', 'Home')]);
  const steps: Step[] = [
    {name: 'offline packs', run: async (site) => site.writePage(site.page('/')!, builtPage('/', 'changed'))},
  ];
  await assert.rejects(
    runPipeline(props, {routeFiles: () => [], steps, log: () => {}}),
    /offline packs: the step "offline packs" writes the page index\.html: give the step `writesPages: true`/,
  );
});

test('a failure in the background fails the last step, not the process; a failed step stops the background', async () => {
  const site = await fakeSite([], {files: {'a.js': text(1)}});
  site.precompressor.early(['gone.js', 'a.js']);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await assert.rejects(site.precompressor.finish(site.files), /ENOENT.*gone\.js/);

  const files = Object.fromEntries(Array.from({length: 40}, (_, i) => [`assets/${i}.js`, text(i)]));
  const props = fakePostBuild([page('/', 'Home')], {files});
  const steps: Step[] = [{name: 'search indexes', run: async () => Promise.reject(new Error('no index'))}];
  await assert.rejects(runPipeline(props, {routeFiles: () => [], steps, log: () => {}}), /search indexes: no index/);
  const copies = () => readdirSync(path.join(props.outDir, 'assets')).filter((file) => file.endsWith('.br')).length;
  const atFailure = copies();
  assert.ok(atFailure < 40, `${atFailure} copies made before the step failed`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(copies(), atFailure, 'none made after');
});

test("Brotli's quality: 11 for the hashed assets, 8 for an older release's files, 10 for the rest", () => {
  const quality = {
    'assets/js/main.0a1b2c3d.js': 11,
    'ios/basic/data/index.html': 10,
    'ios/next/basic/data/index.html': 10,
    'ios/basic/data.md': 10,
    'js/llms-full.txt': 10,
    'docs/index.html': 10,
    'offline/ios-2.2.json': 10,
    'ios/2.2/basic/data/index.html': 8,
    'ios/2.2/basic/data.md': 8,
    'ios/2.2/llms-full.txt': 8,
  };
  for (const [file, expected] of Object.entries(quality)) assert.equal(brotliQuality(file), expected, file);
  assert.equal(
    brotliQuality('assets/js/0a1b.js', () => new Set(['assets/js/0a1b.js'])),
    8,
    "a script of an older release's",
  );
  // Only a script asks for the older release's scripts: a page never needs the chunk graph.
  const unasked = () => assert.fail('the chunk graph was asked for a file outside assets/');
  for (const file of Object.keys(quality).filter((each) => !each.startsWith('assets/')))
    assert.equal(brotliQuality(file, unasked), quality[file as keyof typeof quality], file);
});

test("an older release's own scripts are compressed at Brotli 8, a script a current page or every page loads at 11", async () => {
  const files = {'assets/js/old.js': text(11), 'assets/js/both.js': text(12), 'assets/js/new.js': text(13)};
  const props = fakePostBuild([page('/ios/2.2/basic/data', 'Old'), page('/ios/basic/data', 'New')], {
    files: {...files, 'assets/js/main.js': text(14)},
  });
  // What each route's own chunks hold; main.js is the entry point's.
  const routeFiles = (routes: Iterable<string>, {entryOnly = false} = {}) =>
    entryOnly
      ? ['assets/js/main.js']
      : [...routes].flatMap((route) =>
          route.startsWith('/ios/2.2/')
            ? ['assets/js/old.js', 'assets/js/both.js', 'assets/js/main.js']
            : ['assets/js/new.js', 'assets/js/both.js'],
        );
  const lines: string[] = [];
  await runPipeline(props, {
    routeFiles,
    steps: [{name: 'precompressed copies', run: precompress}],
    log: (line) => lines.push(line),
  });
  const at = (file: string, quality: number) => {
    const content = readFileSync(path.join(props.outDir, file));
    return zlib.brotliCompressSync(content, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
    });
  };
  for (const [file, quality] of [
    ['assets/js/old.js', 8],
    ['assets/js/both.js', 11],
    ['assets/js/new.js', 11],
    ['assets/js/main.js', 11],
  ] as const) {
    assert.notDeepEqual(at(file, 8), at(file, 11), `${file}: the two qualities differ on it`);
    assert.deepEqual(readFileSync(path.join(props.outDir, `${file}.br`)), at(file, quality), `${file} at ${quality}`);
  }
  assert.match(lines.join('\n'), /1 scripts of older releases at Brotli 8/);
});

/** The nice values of this process's threads (Linux: a thread's own). */
const threadNices = () =>
  readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

test('the background compresses on threads at nice 19, so the steps keep the CPU they need, and ends them at the finish', async () => {
  const files = Object.fromEntries(Array.from({length: 60}, (_, i) => [`assets/${i}.js`, text(i).repeat(40)]));
  const site = await fakeSite([], {files});
  assert.ok(!threadNices().includes(19), 'no niced thread before');
  site.precompressor.early(Object.keys(files));
  for (let waited = 0; !existsSync(path.join(site.outDir, 'assets/0.js.br')) && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const niced = threadNices().filter((nice) => nice === 19).length;
  const totals = await site.precompressor.finish(site.files);
  assert.equal(niced, 2, 'two background threads at nice 19');
  assert.equal(totals.files, 60);
  assert.ok(totals.early > 0, `${totals.early} made in the background`);
  for (const file of Object.keys(files)) assertCopies(site.outDir, file);
  assert.ok(!threadNices().includes(19), 'the background threads are gone after the finish');
});
