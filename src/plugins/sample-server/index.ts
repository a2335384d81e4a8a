import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {OPENAPI_SPEC} from '../../contentFolders.mjs';
import {generateValidators} from './generate';

/** The module the explorer's sample server imports its validators from (src/components/SampleServer/answer.ts). */
export const VALIDATORS_MODULE = '@skypath/sample-validators';

/**
 * The API explorer's "Sample data" server: its request validators are generated from the OpenAPI
 * spec when the site loads its content (./generate.ts), written into the generated files and
 * imported under VALIDATORS_MODULE by the explorer's sample chunk only.
 */
export default function sampleServer({siteDir}: LoadContext): Plugin {
  let validatorsFile: string | undefined;
  return {
    name: 'sample-server',
    getPathsToWatch: () => [path.join(siteDir, OPENAPI_SPEC)],
    async contentLoaded({actions}) {
      const spec = parse(readFileSync(path.join(siteDir, OPENAPI_SPEC), 'utf8')) as Parameters<
        typeof generateValidators
      >[0];
      validatorsFile = await actions.createData('validators.js', generateValidators(spec));
    },
    configureWebpack() {
      if (!validatorsFile) throw new Error('sample-server: the validators were not written before bundling');
      return {resolve: {alias: {[VALIDATORS_MODULE]: validatorsFile}}};
    },
  };
}
