// Ejected theme components stay re-diffable against the upstream file they were taken from
// (UPGRADING.md, "Ejected components"). An eject is, byte for byte:
//   1. our header: `// Ejected from <package>@<version> <path>` first, then `//` lines (why, and for a
//      file upstream ships compiled, that it was converted), closed by `// Upstream sha256: <hex>`,
//      the SHA-256 of the upstream file as it was when ejected;
//   2. the upstream file as it is, its license header first, with our changes only inside regions
//      marked `// SkyPath: start <why>` … `// SkyPath: end` (or `{/* SkyPath: start <why> */}` …
//      `{/* SkyPath: end */}` in JSX). Outside the regions every line is upstream's, in upstream's
//      order, and only a region may stand where upstream lines are left out.
// Our own component that replaces upstream's outright opens with `// Replaces <package>@<version>
// <path>` and carries the hash too, so that an upgrade of the file it replaces is noticed.
// Ejects are excluded from Prettier (.prettierignore), which would reformat them; replacements are not.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {themeFiles} from './theme-folders';

const require = createRequire(import.meta.url);

const ORIGIN = /^\/\/ (Ejected from|Replaces) ((?:@[\w-]+\/)?[\w.-]+)@(\d+\.\d+\.\d+) (\S+?)[.,:;]?(?:\s|$)/;
const HASH = /^\/\/ Upstream sha256: ([0-9a-f]{64})$/;
const START = /^\s*(?:\/\/|\{?\/\*)\s*SkyPath: start\b(.*)$/;
const END = /^\s*(?:\/\/|\{?\/\*)\s*SkyPath: end\b/;

type Origin = {
  file: string;
  kind: 'eject' | 'replacement';
  pkg: string;
  version: string;
  upstreamPath: string;
  /** The upstream file in node_modules, relative to the project. */
  upstreamFile: string;
  sha: string | undefined;
  /** The lines after the header (ejects only). */
  body: string[];
  /** The number of header lines, so that body line i is file line i + headerLength + 1. */
  headerLength: number;
};

function origins(): Origin[] {
  return themeFiles().flatMap(({file}) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const origin = ORIGIN.exec(lines[0]!);
    if (!origin) return [];
    const [, kind, pkg, version, upstreamPath] = origin as unknown as [string, string, string, string, string];
    // node_modules/<package> as the project sees it (a symlinked node_modules keeps its name in messages).
    const local = path.join('node_modules', pkg);
    const packageDir = existsSync(local) ? local : path.dirname(require.resolve(`${pkg}/package.json`));
    // The header: the `//` lines from the top; an eject's ends with its hash line.
    let end = lines.findIndex((line) => !line.startsWith('//'));
    if (end === -1) end = lines.length;
    const hashLine = lines.slice(0, end).findIndex((line) => HASH.test(line));
    const headerLength = kind === 'Ejected from' && hashLine !== -1 ? hashLine + 1 : end;
    return [
      {
        file,
        kind: kind === 'Ejected from' ? 'eject' : 'replacement',
        pkg,
        version,
        upstreamPath,
        upstreamFile: path.relative(process.cwd(), path.join(packageDir, upstreamPath)),
        sha: hashLine === -1 ? undefined : HASH.exec(lines[hashLine]!)![1],
        body: lines.slice(headerLength),
        headerLength,
      },
    ];
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The eject's body cut at its SkyPath regions: the runs of lines outside them (each with the file
 * line it starts at), or what is wrong with the markers.
 */
function segments(origin: Origin): {runs: {line: number; lines: string[]}[]} | {error: string} {
  const runs: {line: number; lines: string[]}[] = [{line: origin.headerLength + 1, lines: []}];
  let openedAt: number | undefined;
  for (const [i, text] of origin.body.entries()) {
    const line = origin.headerLength + i + 1;
    const start = START.exec(text);
    if (start) {
      if (openedAt !== undefined) {
        return {error: `line ${line}: "SkyPath: start" inside the region opened at ${openedAt}`};
      }
      if (!/\w/.test(start[1]!.replace(/\*\/\}?\s*$/, ''))) {
        return {error: `line ${line}: say why after "SkyPath: start"`};
      }
      openedAt = line;
    } else if (END.test(text)) {
      if (openedAt === undefined) return {error: `line ${line}: "SkyPath: end" without a "SkyPath: start" before it`};
      openedAt = undefined;
      runs.push({line: line + 1, lines: []});
    } else if (openedAt === undefined) {
      runs.at(-1)!.lines.push(text);
    }
  }
  if (openedAt !== undefined) return {error: `line ${openedAt}: "SkyPath: start" is never closed by "SkyPath: end"`};
  return {runs};
}

/**
 * Where each run of unmarked lines sits in upstream: the first at upstream's start, each later one
 * after the one before it (the lines in between are what the region between them replaced), the last
 * ending at upstream's end. Undefined when they cannot be placed so.
 */
function place(runs: string[][], upstream: string[]): number[] | undefined {
  const failed = new Set<string>();
  const fits = (run: string[], at: number) => run.every((line, i) => upstream[at + i] === line);
  const search = (k: number, from: number): number[] | undefined => {
    if (k === runs.length) return [];
    if (failed.has(`${k}:${from}`)) return undefined;
    const run = runs[k]!;
    const last = k === runs.length - 1;
    for (let at = from; at + run.length <= upstream.length; at++) {
      if (k === 0 && at > 0) break;
      if (last && at + run.length !== upstream.length) continue;
      if (!fits(run, at)) continue;
      const rest = search(k + 1, at + run.length);
      if (rest) return [at, ...rest];
    }
    failed.add(`${k}:${from}`);
    return undefined;
  };
  return search(0, 0);
}

/** The first unmarked line that does not follow upstream, for the failure message. */
function firstStray(runs: {line: number; lines: string[]}[], upstream: string[]): string {
  let from = 0;
  for (const [k, run] of runs.entries()) {
    // The placement that matches the most lines of this run, at or after the previous one's end.
    let best = {at: from, matched: -1};
    for (let at = k === 0 ? 0 : from; at <= (k === 0 ? 0 : upstream.length); at++) {
      let matched = 0;
      while (matched < run.lines.length && upstream[at + matched] === run.lines[matched]) matched++;
      if (matched > best.matched) best = {at, matched};
      if (matched === run.lines.length) break;
    }
    if (best.matched < run.lines.length) {
      return `line ${run.line + best.matched} ${JSON.stringify(run.lines[best.matched])} is not upstream's line ${
        best.at + best.matched + 1
      } ${JSON.stringify(upstream[best.at + best.matched] ?? '(end of file)')}`;
    }
    from = best.at + run.lines.length;
  }
  return `the lines after the last SkyPath region do not end where upstream ends (upstream line ${from + 1} onwards is missing)`;
}

const all = origins();
const ejects = all.filter((origin) => origin.kind === 'eject');

test('the theme folders have ejects and replacements to check', () => {
  assert.ok(ejects.length >= 10, `found ${ejects.length} ejects`);
  assert.ok(all.length > ejects.length, 'found no replacement');
});

for (const origin of all) {
  test(`${origin.file}: ${origin.kind === 'eject' ? 'ejected from' : 'replaces'} ${origin.pkg}@${origin.version} ${
    origin.upstreamPath
  }, whose content it records`, () => {
    assert.ok(existsSync(origin.upstreamFile), `${origin.file}: ${origin.upstreamFile} does not exist`);
    assert.ok(
      origin.sha,
      `${origin.file}: its header records no "// Upstream sha256: <hex>" of ${origin.upstreamFile}` +
        (origin.kind === 'eject' ? ' (the last line of the header, right before the upstream file begins)' : ''),
    );
    const actual = sha256(origin.upstreamFile);
    const todo =
      origin.kind === 'eject'
        ? `Re-diff it (diff -u ${origin.upstreamFile} ${origin.file}), start again from the new upstream file ` +
          `(its license header included), port the "SkyPath: start" … "SkyPath: end" regions onto it, ` +
          `then update "Ejected from" and "Upstream sha256:" in its header.`
        : `Read the new upstream file (diff it against the old one in the package's previous version): check ` +
          `that ${origin.file} still does all it replaces, then update "Replaces" and "Upstream sha256:" in its header.`;
    assert.equal(
      actual,
      origin.sha,
      `${origin.file}: the upstream file it was taken from changed. ${origin.upstreamFile} ` +
        `(${origin.pkg} ${origin.upstreamPath}) now has sha256 ${actual}, and ${origin.file} records ${origin.sha}. ${todo}`,
    );
  });
}

for (const origin of ejects) {
  test(`${origin.file}: upstream's file with our changes in SkyPath regions only`, () => {
    const upstream = readFileSync(origin.upstreamFile, 'utf8').split('\n');
    const header = readFileSync(origin.file, 'utf8').split('\n').slice(0, origin.headerLength);
    assert.ok(
      header.every((line) => line.startsWith('//')) && HASH.test(header.at(-1)!),
      `${origin.file}: the header is "// Ejected from …" then "//" lines, closed by "// Upstream sha256: <hex>"`,
    );
    // Upstream's license header, verbatim, right after ours.
    if (upstream[0]!.startsWith('/*')) {
      const license = upstream.slice(0, upstream.findIndex((line) => line.includes('*/')) + 1);
      assert.deepEqual(
        origin.body.slice(0, license.length),
        license,
        `${origin.file}: upstream's license header must follow the "// Upstream sha256:" line verbatim`,
      );
    }
    const cut = segments(origin);
    if ('error' in cut) assert.fail(`${origin.file}: ${cut.error}`);
    const placed = place(
      cut.runs.map((run) => run.lines),
      upstream,
    );
    const todo =
      sha256(origin.upstreamFile) === origin.sha
        ? `Put every change inside "SkyPath: start <why>" … "SkyPath: end", and keep upstream's lines as they are.`
        : `The upstream file changed since the eject was taken (see its sha256 test): port the eject onto it.`;
    assert.ok(
      placed,
      `${origin.file} differs from ${origin.upstreamFile} outside its SkyPath regions: ${firstStray(cut.runs, upstream)}. ${todo}`,
    );
  });
}

test('.prettierignore lists exactly the ejects, so that Prettier never reformats them', () => {
  const ignored = readFileSync('.prettierignore', 'utf8')
    .split('\n')
    .filter((line) => /^src\/.*\.tsx?$/.test(line));
  const expected = ejects.map((origin) => origin.file);
  for (const file of expected) {
    assert.ok(ignored.includes(file), `${file} is an eject: list it in .prettierignore`);
  }
  for (const line of ignored) {
    assert.ok(expected.includes(line), `.prettierignore lists ${line}, which is not an eject: remove the line`);
  }
});
