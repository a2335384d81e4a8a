import {test} from '@playwright/test';
import {brotliCompressSync, constants} from 'node:zlib';
import {firstLoadScripts} from '../../scripts/js-weight.ts';
const PATHS = ['/', '/ios/basic/data', '/api/reference/get-corridor-data-geo-fencing', '/blog/welcome', '/api/quick-start', '/api/introduction', '/api/corridor-checker', '/api/large-areas'];
test('measure', async ({browser, baseURL}) => {
  test.setTimeout(600_000);
  const rows: string[] = [];
  for (const path of PATHS) {
    const page = await browser.newPage();
    const responses: Promise<number>[] = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') responses.push(r.body().then((b) => brotliCompressSync(b, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length).catch(() => 0)); });
    const {gzip, raw, files} = await firstLoadScripts(page, `${baseURL}${path}`);
    const br = (await Promise.all(responses)).reduce((a, b) => a + b, 0);
    rows.push(`${path}\t${files} files\traw ${raw}\tgzip ${gzip}\tbr ${br}`);
    await page.close();
  }
  console.log(rows.join('\n'));
});
