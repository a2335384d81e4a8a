// The 2.2 → 3.0 migration guide must cover every difference between the two SDK inventories: each
// symbol that sdkDiff('2.2', '3.0') lists as removed, renamed (the old and the new name) or added
// appears in inline code (`…`) in the prose of each copy of the guide (3.0 and Next).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parseContent} from '../content-model.ts';
import {sdkDiff} from '../samples/ios-sdk/index.ts';

const GUIDES = ['ios_versioned_docs/version-3.0/versions/migration-v3.0.md', 'ios/versions/migration-v3.0.md'];

/** Every symbol the guide must name, in sdkDiff's notation (`AlertQuery`, `SkyPath.alerts(with:)`). */
export function requiredSymbols(diff = sdkDiff('2.2', '3.0')) {
  const symbols = [
    ...diff.removed.map(({symbol}) => symbol),
    ...diff.renamed.flatMap(({from, to}) => [from, to]),
    ...diff.added.map(({symbol}) => symbol),
  ];
  return [...new Set(symbols)];
}

/** The inline code spans of a page's prose (fenced code blocks do not count), `SkyPath.shared.x` read as `SkyPath.x`. */
function inlineCode(text: string) {
  const {codeBlocks, bodyLine} = parseContent(text);
  const body = text
    .split('\n')
    .slice(bodyLine - 1)
    .join('\n');
  const fenced = new Set();
  for (const block of codeBlocks) {
    const lines = block.code.split('\n').length;
    for (let line = block.line; line <= block.codeLine + lines; line++) fenced.add(line);
  }
  const prose = body
    .split(/\r?\n/)
    .filter((_, index) => !fenced.has(bodyLine + index))
    .join('\n');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span.trim().replaceAll('SkyPath.shared.', 'SkyPath.'));
}

/**
 * A span names a symbol when it is the symbol, or a call of it (`NotificationQuery(altRange:route:)`,
 * `AlertQuery()`). A member does not name its type: `AlertResult.type` names `AlertResult.type` only.
 */
const names = (span: string, symbol: string) =>
  span === symbol || (!symbol.endsWith(')') && span.startsWith(`${symbol}(`));

/** The required symbols a guide's text does not name in inline code. */
export function missingSymbols(text: string, symbols = requiredSymbols()) {
  const spans = inlineCode(text);
  return symbols.filter((symbol) => !spans.some((span) => names(span, symbol)));
}

const guide = (prose: string) => `---\ntitle: Migrate\ndescription: Planted guide.\n---\n\n${prose}\n`;

test('sdkDiff gives the guide a list of removed, renamed and added symbols', () => {
  const symbols = requiredSymbols();
  for (const symbol of [
    'SkyPath.alerts(with:)',
    'AlertQuery',
    'NotificationQuery',
    'SkyPathDelegate.didFailToFetchNewData(with:type:)',
    'DataTypeOptions.oneLayer',
    'TurbulenceItemable',
  ]) {
    assert.ok(symbols.includes(symbol), `sdkDiff('2.2', '3.0') no longer lists ${symbol}`);
  }
});

for (const file of GUIDES) {
  test(`${file} names every symbol sdkDiff('2.2', '3.0') lists`, () => {
    const missing = missingSymbols(readFileSync(file, 'utf8'));
    assert.deepEqual(missing, [], `${file} does not name in inline code: ${missing.join(', ')}`);
  });
}

test('a planted guide missing one symbol fails naming that symbol', () => {
  const symbols = requiredSymbols();
  for (const left of symbols) {
    const planted = guide(
      symbols
        .filter((s) => s !== left)
        .map((s) => `- \`${s}\``)
        .join('\n'),
    );
    assert.deepEqual(missingSymbols(planted), [left]);
  }
});

test('a symbol only in a fenced code block, or without its type, is not named', () => {
  const symbols = ['SkyPath.alerts(with:)', 'SkyPathDelegate.didReceiveAlert(_:)'];
  const planted = guide(
    'Call `alerts(with:)` no more.\n\n```swift version="2.2"\nfunc didReceiveAlert(_ result: AlertResult) {}\n// SkyPathDelegate.didReceiveAlert(_:)\n```',
  );
  assert.deepEqual(missingSymbols(planted, symbols), symbols);
});

test('a longer name or a member does not stand for a symbol, but a call of it does', () => {
  assert.deepEqual(missingSymbols(guide('Use `AlertResultType`.'), ['AlertResult']), ['AlertResult']);
  assert.deepEqual(missingSymbols(guide('Use `AlertResult.turbulence`.'), ['AlertResult']), ['AlertResult']);
  assert.deepEqual(missingSymbols(guide('Use `NotificationQuery(altRange:route:)`.'), ['NotificationQuery']), []);
  assert.deepEqual(missingSymbols(guide('Call `SkyPath.shared.data(with:)`.'), ['SkyPath.data(with:)']), []);
  assert.deepEqual(
    missingSymbols(guide('Use `SkyPathDelegate.didFailToFetchNewData(with:type:)`.'), [
      'SkyPathDelegate.didFailToFetchNewData(with:)',
    ]),
    ['SkyPathDelegate.didFailToFetchNewData(with:)'],
  );
});
