// The tree itself: no file names a path of the machine it was written on, and every comment that
// cites the specification or the fact sheet names the file with the section (`site-spec.md §8`,
// `skypath-facts.md §6.8`), so a reader can open it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

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

test('a comment that cites the spec or the fact sheet names the file with the section', () => {
  const code = trackedTextFiles().filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file));
  const citingComment = /^\s*(\/\/|\*|\/\*|\{\/\*).*(§\s*\d|\b(spec|specification|fact sheet)('s)? \(?sections? \d)/i;
  assert.deepEqual(linesMatching(code, citingComment, /(site-spec|skypath-facts)\.md[^§]*§/), []);
});
