// The API explorer's checks and messages on bad input; the API reference browser test ("bad input") shows them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {answerNote, bodyProblem, failureMessage, formatSize, keyProblem, samplesLeftOut} from '../input';

test('a JSON body that does not parse is named with its line and column; other bodies pass', () => {
  assert.match(
    bodyProblem('{\n  "a": 1,\n}', 'application/json') ?? '',
    /^The body is not valid JSON: .*line 3 column 1.*\. Fix it and send again\. Nothing was sent\.$/,
  );
  assert.equal(bodyProblem('{"a": 1}', 'application/json'), undefined);
  assert.equal(bodyProblem('  ', 'application/json'), undefined, 'an empty body is left to the required rule');
  assert.equal(bodyProblem('<a/>', 'application/xml'), undefined);
});

test('an API key must be there, not too long, and visible ASCII', () => {
  assert.match(
    keyProblem(undefined, 'x-api-key') ?? '',
    /^Enter your API key under Auth \(it goes in the x-api-key header\)/,
  );
  assert.match(keyProblem(' \t', 'x-api-key') ?? '', /^Enter your API key/);
  assert.match(keyProblem('k'.repeat(10_000), 'x-api-key') ?? '', /is 10,000 characters long, more than the 4,096/);
  assert.match(keyProblem('ab cd', 'x-api-key') ?? '', /contains a space at character 3/);
  assert.match(keyProblem('ab\ncd', 'x-api-key') ?? '', /contains a line break at character 3/);
  assert.match(keyProblem('key😀x', 'x-api-key') ?? '', /contains "😀" \(U\+1F600\) at character 4/);
  assert.match(keyProblem('a\u0000', 'x-api-key') ?? '', /a control character \(U\+0000\) at character 2/);
  assert.equal(keyProblem('sk_live-AZaz09~!', 'x-api-key'), undefined);
});

test("the theme's failure messages become plain words naming the host; ours pass through", () => {
  const host = 'https://api.skypath.io';
  assert.match(
    failureMessage('The request timed out waiting for the server to respond. …', host, 30_000),
    /^https:\/\/api\.skypath\.io did not answer within 30 seconds/,
  );
  assert.match(
    failureMessage('Unable to reach the server. …', host, 30_000),
    /^No answer from https:\/\/api\.skypath\.io/,
  );
  assert.match(failureMessage('Connection failed', host, 30_000), /^The request to https:\/\/api\.skypath\.io failed/);
  assert.equal(failureMessage('Enter your API key …', host, 30_000), 'Enter your API key …');
});

test('an answer that is not JSON gets a note; a JSON answer none', () => {
  assert.equal(answerNote(200, {'content-type': 'application/json'}, '{"a":1}'), undefined);
  assert.equal(answerNote(200, {'content-type': 'application/problem+json; charset=utf-8'}, '{}'), undefined);
  assert.match(
    answerNote(502, {'content-type': 'text/html'}, '<html></html>') ?? '',
    /^The server answered 502 with an HTML page, not JSON/,
  );
  assert.match(answerNote(204, {}, '') ?? '', /^The server answered 204 with an empty body/);
  assert.match(
    answerNote(200, {'content-type': 'application/json'}, '{"a": [1') ?? '',
    /^The server answered 200, but the body is not valid JSON/,
  );
});

test('sizes read as a reader says them', () => {
  assert.equal(formatSize(512), '512 bytes');
  assert.equal(formatSize(1536), '1.5 KB');
  assert.equal(formatSize(5 * 1024 * 1024 + 40), '5 MB');
  assert.match(
    samplesLeftOut(5 * 1024 * 1024),
    /^The request body is 5 MB, so the code samples are not shown: copying a body over 100 KB/,
  );
});
