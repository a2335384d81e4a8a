// "Open in ChatGPT" and "Open in Claude": plain links to a new chat whose prompt points the
// assistant at the page's Markdown copy, by its absolute URL.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ASSISTANTS, SITE} from '../../../core/constants';
import {assistantUrl} from '../theme/PageActions/assistantUrl';
import {markdownPath} from '../../../core/paths';

const PAGE_MD = `${SITE.url}${markdownPath('/ios/basic/data')}`;

test('each assistant opens a new chat on its own site, over HTTPS', () => {
  assert.deepEqual(
    ASSISTANTS.map(({name, url}) => [name, url]),
    [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ],
  );
});

test("the prompt asks the assistant to read the page's Markdown copy at its absolute URL", () => {
  assert.equal(PAGE_MD, 'https://docs.skypath.io/ios/basic/data.md');
  for (const {url} of ASSISTANTS) {
    const link: URL = new URL(assistantUrl(url, PAGE_MD));
    assert.equal(`${link.origin}${link.pathname}`, url);
    assert.deepEqual([...link.searchParams.keys()], ['q']);
    assert.equal(link.searchParams.get('q'), `Read ${PAGE_MD} so I can ask questions about it.`);
  }
});

test('the prompt is encoded whole: a URL with a query or a fragment stays inside it', () => {
  const odd = 'https://docs.skypath.io/a b.md?x=1&y=2#z';
  const link = assistantUrl('https://chatgpt.com/', odd);
  assert.match(
    link,
    /^https:\/\/chatgpt\.com\/\?q=Read\+https%3A%2F%2Fdocs\.skypath\.io%2Fa\+b\.md%3Fx%3D1%26y%3D2%23z\+/,
  );
  assert.equal(new URL(link).searchParams.get('q'), `Read ${odd} so I can ask questions about it.`);
  assert.equal(new URL(link).hash, '');
});
