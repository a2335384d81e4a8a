// The tree itself: no file names a path of the machine it was written on; a comment that cites the
// specification names the file with the section (`site-spec.md §8`); a product fact is cited by its
// id (`fact:domain.corridor.max-vertices`), which must exist in facts/, never by the fact sheet the
// facts came from.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {loadFacts} from '../../src/core/facts.ts';

/** The tracked text files of the repository (binary files and the lockfile left out). */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], {encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && !/\.(png|svg|ico|woff2?|jpg|gif)$/.test(file) && file !== 'package-lock.json');
}

/** Each line of the files that matches, as `file:line  text`. */
function linesMatching(files: string[], pattern: RegExp, unless?: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !(unless?.test(line) ?? false) ? [`${file}:${index + 1}  ${line.trim()}`] : [],
      ),
  );
}

test('no file names an absolute path of a build machine', () => {
  const machinePath = /(^|[\s('"`=])\/(work|home|root|Users|builds?|runner)\/[\w.-]/;
  assert.deepEqual(linesMatching(trackedTextFiles(), machinePath), []);
});

const code = () => trackedTextFiles().filter((file) => /\.(ts|tsx|mjs|js|cjs|css)$/.test(file));

test('a comment that cites the spec names the file with the section', () => {
  const citingComment = /^\s*(\/\/|\*|\/\*|\{\/\*).*(§\s*\d|\b(spec|specification)('s)? \(?sections? \d)/i;
  // A fact's own file may name where it comes from, in the source's terms.
  const outsideFacts = code().filter((file) => !file.startsWith('facts/'));
  assert.deepEqual(linesMatching(outsideFacts, citingComment, /site-spec\.md[^§]*§/), []);
});

test('code cites a product fact by its id in facts/, never the fact sheet (a fact names its own source)', () => {
  const outsideFacts = code().filter((file) => !file.startsWith('facts/') && file !== 'tests/unit/repository.test.ts');
  assert.deepEqual(linesMatching(outsideFacts, /skypath-facts|fact sheet/i), []);
  const ids = new Set(loadFacts().map((fact) => fact.id));
  const cited = code().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bfact:([a-z0-9][\w.-]*[a-z0-9])/g)].map((match) => ({
      file,
      id: match[1]!,
    })),
  );
  assert.ok(cited.length > 0, 'no comment cites a fact');
  assert.deepEqual(
    cited.filter(({id}) => !ids.has(id)).map(({file, id}) => `${file}: fact:${id}`),
    [],
    'cited facts that facts/ does not have',
  );
});
