// The explorer's input handling under bad input (issue #39): random and adversarial bodies, keys and
// answers, within and beyond what the API takes. Never a throw, and each message says what was
// received and what to do. The key's verdict is held to the browser's own Headers (Node's, the same
// WHATWG implementation's rules) as an oracle: a key the explorer lets through is carried unchanged,
// and one it stops, Headers would refuse or change. fast-check with a fixed seed and stated runs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {answerNote, bodyProblem, failureMessage, formatSize, KEY_MAX_LENGTH, keyProblem} from '../input';

const RUNS = {seed: 42, numRuns: 500} as const;
const HEADER = 'x-api-key';

/** Whether JSON.parse reads the text. */
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON as typed, and JSON broken the ways a paste breaks it: cut short, a character dropped or added. */
const typedJson = fc.oneof(
  fc.json(),
  fc.tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', '"', '\n', '\u0000', 'к')).map(([json, at, insert]) => {
    const cut = at % (json.length + 1);
    return json.slice(0, cut) + insert + json.slice(cut + (insert === '' ? 1 : 0));
  }),
  fc.string({unit: 'binary', maxLength: 200}),
  fc.nat({max: 20_000}).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

test('a body: stopped exactly when it is JSON that does not parse, with where it broke and that nothing was sent', () => {
  fc.assert(
    fc.property(
      typedJson,
      fc.constantFrom('application/json', 'application/geo+json; charset=utf-8', 'text/plain', undefined),
      (text, contentType) => {
        const problem = bodyProblem(text, contentType);
        const checked = Boolean(contentType?.includes('json')) && text.trim() !== '';
        assert.equal(problem !== undefined, checked && !parses(text), `${JSON.stringify(text)}: ${problem}`);
        if (problem) {
          assert.match(problem, /^The body is not valid JSON: /);
          assert.match(problem, /Fix it and send again\. Nothing was sent\.$/);
          // V8 names a position for most breaks; the line and column then follow it.
          if (/position \d+/.test(problem)) assert.match(problem, /line \d+ column \d+/);
        }
      },
    ),
    RUNS,
  );
});

/** A key as pasted: a real-looking one, one with a stray character, anything at all, one too long. */
const typedKey = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9]{1,40}$/),
      fc.nat(),
      fc.constantFrom(' ', '\n', '\t', 'é', 'к', '😀', '\u0000', '\u007f'),
    )
    .map(([key, at, odd]) => key.slice(0, at % (key.length + 1)) + odd + key.slice(at % (key.length + 1))),
  fc.string({unit: 'binary', maxLength: 80}),
  fc.integer({min: KEY_MAX_LENGTH - 2, max: KEY_MAX_LENGTH + 2}).map((length) => 'k'.repeat(length)),
  fc.constantFrom(undefined, '', '   '),
);

/** Whether the browser's Headers carries the key as typed (the oracle). */
function headersCarry(key: string): boolean {
  try {
    return new Headers({[HEADER]: key}).get(HEADER) === key;
  } catch {
    return false;
  }
}

test('a key: let through only when a request header carries it unchanged; otherwise the message names the character and its place', () => {
  fc.assert(
    fc.property(typedKey, (key) => {
      const problem = keyProblem(key, HEADER);
      if (problem === undefined) {
        assert.ok(key && headersCarry(key), `let through, but a header would not carry ${JSON.stringify(key)}`);
        return;
      }
      assert.match(problem, /Nothing was sent\.$/);
      if (!key || key.trim() === '') return assert.match(problem, /^Enter your API key under Auth/);
      if (key.length > KEY_MAX_LENGTH) return assert.match(problem, /characters long/);
      // The first character outside visible ASCII, counted as a reader counts (by code point).
      const characters = [...key];
      const at = characters.findIndex((character) => {
        const code = character.codePointAt(0)!;
        return code < 0x21 || code > 0x7e;
      });
      assert.ok(at >= 0, `stopped a key of visible ASCII only: ${JSON.stringify(key)}`);
      assert.match(problem, new RegExp(`at character ${at + 1}, which the ${HEADER} header cannot carry`));
    }),
    RUNS,
  );
});

test('an answer: a note exactly when it is not JSON to show, saying what came back', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.integer({min: 100, max: 599}), fc.constantFrom('200', 'ERR')),
      fc.option(
        fc.constantFrom('application/json', 'application/problem+json', 'text/html; charset=utf-8', 'text/plain', ''),
        {nil: undefined},
      ),
      typedJson,
      (code, contentType, body) => {
        const headers = contentType === undefined ? undefined : {'content-type': contentType};
        const note = answerNote(code, headers, body);
        const type = contentType?.split(';')[0]?.trim();
        const json = body.trim() !== '' && (!type || /[/+]json$/.test(type)) && parses(body);
        assert.equal(
          note === undefined,
          json,
          `${String(code)} ${String(contentType)} ${JSON.stringify(body)}: ${note}`,
        );
        if (note) assert.ok(note.startsWith(`The server answered ${code}`), note);
      },
    ),
    RUNS,
  );
});

test('a failure message and a size never throw, and always name the host or the size', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.constantFrom('The request timed out', 'Unable to reach the server', 'Connection failed'),
      ),
      fc.domain(),
      fc.integer({min: 1, max: 600_000}),
      fc.nat({max: 2 ** 40}),
      (message, host, timeoutMs, size) => {
        const said = failureMessage(message, host, timeoutMs);
        assert.ok(said === message || said.includes(host), said);
        assert.match(formatSize(size), /^\d+(\.\d)? (bytes|KB|MB)$/);
      },
    ),
    RUNS,
  );
});
