// The corridor checker's page under random input (issue #39), the browser half of input-fuzz.test.ts:
// fast-check's JSON, broken JSON and rings, each pasted into the page as a reader would. Never an
// uncaught error or an unhandled rejection, always a summary that answers what was pasted, and the
// page still takes a keystroke after each. The longest task is printed (speed is the bench's to
// judge, not a test's).
import fc from 'fast-check';
import {test, expect, open, collectPageErrors, watchLongestTask} from '../../../../tests/e2e/helpers';
import {anyRing} from '../../../../tests/unit/corridor-rings';

const CHECKER = '/api/corridor-checker';
const RUNS = {seed: 42, numRuns: 40} as const;

/** What a reader pastes: JSON of any shape, JSON cut or spoiled, a Polygon of any ring, a request body. */
const pasted = fc.oneof(
  fc.json({maxDepth: 4}),
  fc.tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', ']', '"', '\n', 'NaN')).map(([json, at, insert]) => {
    const cut = at % (json.length + 1);
    return json.slice(0, cut) + insert + json.slice(cut + 1);
  }),
  anyRing.map(({ring}) => JSON.stringify({type: 'Polygon', coordinates: [ring]})),
  anyRing.map(({ring}) => JSON.stringify({corridor: {type: 'Polygon', coordinates: [ring]}, minAltitude: 5})),
  fc.string({unit: 'binary', maxLength: 120}),
);

test('random input: no error, a summary for each paste, and the page answers a keystroke after each', async ({
  page,
}) => {
  test.setTimeout(RUNS.numRuns * 5_000 + 30_000);
  const errors = collectPageErrors(page);
  const longestTask = await watchLongestTask(page);
  await open(page, CHECKER);
  const field = page.getByLabel('Corridor or route (GeoJSON)');
  const width = page.getByLabel('Route width (NM)');
  const summary = page.locator('[data-checker-summary]');
  const inputs = fc.sample(pasted, RUNS);
  for (const input of inputs) {
    await field.fill('');
    await field.fill(input);
    // What was received, answered: a rule verdict, a message about the input, or the empty prompt.
    const shown = JSON.stringify(input).slice(0, 120);
    await expect(summary, shown).not.toBeEmpty();
    expect(
      errors.map((error) => error.message),
      shown,
    ).toEqual([]);
    await width.press('End');
    await width.press('9');
    await expect(width).toHaveValue(/9$/);
    await width.press('Backspace');
  }
  const longest = await longestTask();
  console.log(`checker, ${inputs.length} random inputs: longest task ${Math.round(longest)} ms`);
  expect(errors.map((error) => error.message)).toEqual([]);
});
