// The version helpers of the browser tests, checked without a browser: with
// the versions of the 3.0 release (what the tests hard-coded before) they give the same paths and
// labels, and with a later release they keep visiting the old line's pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import routesFixture from '../fixtures/routes.json';
import {
  IOS_LATEST,
  IOS_OLDEST,
  WEB_LATEST,
  latestPath,
  latestVersion,
  oldestVersion,
  oneOf,
  releasedVersions,
  versionLabelPattern,
  versionedPath,
  versionedSource,
  type Versions,
} from '../e2e/versions';

/** VERSIONS when iOS 3.0 and Web 0.5 were the latest releases. */
const AT_3_0: Versions = {ios: {latest: '3.0', older: ['2.2']}, js: {latest: '0.5', older: []}};
/** After a 3.1 release: 3.0 moves to the older versions, newest first. */
const AT_3_1: Versions = {ios: {latest: '3.1', older: ['3.0', '2.2']}, js: {latest: '0.5', older: []}};

test("the constants follow the spec's versions", () => {
  const VERSIONS = routesFixture.versions;
  assert.equal(IOS_LATEST, VERSIONS.ios.latest);
  assert.equal(IOS_OLDEST, VERSIONS.ios.older.at(-1));
  assert.equal(WEB_LATEST, VERSIONS.js.latest);
});

test('with the 3.0 versions: the values the tests hard-coded', () => {
  assert.equal(latestVersion('ios', AT_3_0), '3.0');
  assert.equal(oldestVersion('ios', AT_3_0), '2.2');
  assert.equal(latestVersion('js', AT_3_0), '0.5');
  assert.equal(versionedPath('ios', '2.2', 'install', AT_3_0), '/ios/2.2/install');
  assert.equal(versionedPath('ios', '2.2', 'basic/get-data', AT_3_0), '/ios/2.2/basic/get-data');
  assert.equal(versionedPath('ios', '3.0', 'install', AT_3_0), '/ios/install');
  assert.equal(versionedPath('js', 'next', 'features/types', AT_3_0), '/js/next/features/types');
  assert.equal(versionedSource('ios', '3.0', 'basic/data.md', AT_3_0), 'ios_versioned_docs/version-3.0/basic/data.md');
  assert.equal(versionedSource('ios', '2.2', 'basic/data.md', AT_3_0), 'ios_versioned_docs/version-2.2/basic/data.md');
  assert.equal(versionedSource('ios', 'next', 'basic/data.md', AT_3_0), 'ios/basic/data.md');
  assert.equal(latestPath('/ios/2.2/basic/data', AT_3_0), '/ios/basic/data');
  assert.equal(latestPath('/ios/next/basic/data', AT_3_0), '/ios/basic/data');
  assert.equal(latestPath('/js/next/features/types', AT_3_0), '/js/features/types');
  assert.equal(latestPath('/ios/basic/data', AT_3_0), '/ios/basic/data');
  assert.equal(latestPath('/docs/faq', AT_3_0), '/docs/faq');
  assert.equal(versionLabelPattern('ios', AT_3_0).source, /^(Next|3\.0|2\.2)$/.source);
  assert.equal(versionLabelPattern('js', AT_3_0).source, /^(Next|0\.5)$/.source);
  assert.equal(
    oneOf([...releasedVersions('ios', AT_3_0), ...releasedVersions('js', AT_3_0)]),
    /(3\.0|2\.2|0\.5)/.source,
  );
});

test('after a new release the old line keeps its pages and the latest moves on', () => {
  assert.equal(oldestVersion('ios', AT_3_1), '2.2');
  assert.equal(versionedPath('ios', '2.2', 'install', AT_3_1), '/ios/2.2/install');
  assert.equal(versionedPath('ios', '3.0', 'install', AT_3_1), '/ios/3.0/install');
  assert.equal(versionedPath('ios', '3.1', 'install', AT_3_1), '/ios/install');
  assert.equal(latestPath('/ios/3.0/basic/data', AT_3_1), '/ios/basic/data');
  assert.equal(versionLabelPattern('ios', AT_3_1).source, /^(Next|3\.1|3\.0|2\.2)$/.source);
});

test('a version that does not exist is an error, not a wrong path', () => {
  assert.throws(() => versionedPath('ios', '9.9', 'install', AT_3_0), /ios has no docs version "9\.9"/);
  assert.throws(() => oldestVersion('js', AT_3_0), /VERSIONS\.js has no older version/);
});
