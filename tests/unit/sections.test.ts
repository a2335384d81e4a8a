// The URL scheme names the section and SDK version of a path: search results are labelled with it
// and the 404 and crash pages link to that version's introduction.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {NEXT, SECTION_ROOT_REDIRECTS, sectionOfPath, versionBase, VERSIONS} from '../../src/core/sections';
import routesFixture from '../fixtures/routes.json';
import {searchTermsOf} from '../../src/components/WaysBack/searchTerms';

test('SDK paths name their version: older, Next, or the latest when the path has none', () => {
  assert.deepEqual(sectionOfPath('/ios/2.2/advanced/nowcast'), {
    key: 'ios',
    sectionLabel: 'iOS SDK',
    label: 'iOS SDK 2.2',
    version: '2.2',
    intro: '/ios/2.2/introduction',
  });
  assert.deepEqual(sectionOfPath('/ios/next/basic/data'), {
    key: 'ios',
    sectionLabel: 'iOS SDK',
    label: 'iOS SDK Next',
    version: 'Next',
    intro: '/ios/next/introduction',
  });
  assert.deepEqual(sectionOfPath('/ios/basic/data'), {
    key: 'ios',
    sectionLabel: 'iOS SDK',
    label: 'iOS SDK 3.0',
    version: '3.0',
    intro: '/ios/introduction',
  });
  assert.equal(sectionOfPath('/js/next/features/types')?.label, 'Web SDK Next');
  assert.equal(sectionOfPath('/js/configuration')?.label, 'Web SDK 0.5');
});

test('single-version sections and the blog; nothing outside them', () => {
  assert.deepEqual(sectionOfPath('/api/reference/get-aircraft'), {
    key: 'api',
    sectionLabel: 'API',
    label: 'API',
    intro: '/api/introduction',
  });
  assert.equal(sectionOfPath('/docs/')?.intro, '/docs/');
  assert.equal(sectionOfPath('/blog/welcome')?.label, 'Blog');
  assert.equal(sectionOfPath('/'), undefined);
  assert.equal(sectionOfPath('/search'), undefined);
  assert.equal(sectionOfPath('/iosx/page'), undefined);
});

test('the 404 page searches for the words of the missing address', () => {
  assert.equal(searchTermsOf('/ios/2.2/live-flight-maps'), 'live flight maps');
  assert.equal(searchTermsOf('/docs/main_concepts.html'), 'main concepts');
  assert.equal(searchTermsOf('/api/%E2%9C%88-corridor'), '✈ corridor');
  assert.equal(searchTermsOf('/api/%E0%A4%A'), '%E0%A4%A');
});

test("the versions come from Docusaurus's *_versions.json and are the spec's", () => {
  assert.deepEqual(VERSIONS, routesFixture.versions);
  assert.equal(versionBase('ios', VERSIONS.ios.latest), '/ios');
  assert.equal(versionBase('ios', NEXT.name), '/ios/next');
  assert.equal(versionBase('ios', '2.2'), '/ios/2.2');
});

test("the section roots redirect to their introductions, as the spec's routes say", () => {
  const fromSpec = Object.entries(routesFixture.sectionRoots).filter(([from]) => from !== '/docs');
  assert.deepEqual(SECTION_ROOT_REDIRECTS.map(({from, to}) => [from, to]).sort(), fromSpec.sort());
});
