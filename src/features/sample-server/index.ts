/**
 * The API explorer's "Sample data" server: try a corridor request without a key, answered in the
 * browser from the API reference. Its request validators are generated from the spec when the site
 * loads its content, for the sample server's chunk only. `@theme/ApiExplorer/Server` offers it beside
 * the spec's servers; `@theme/SampleServer` is what the explorer's form and response panel call.
 */
import path from 'node:path';
import type {Feature} from '../../core/feature';
import {dataModules} from '../../core/docusaurus/data-module';
import {OPENAPI_SPEC} from '../../core/contentFolders.mjs';
import {readSpec} from '../../core/openapi/spec';
import {generateValidators} from './generate';

export default {
  name: 'sample-server',
  folder: __dirname,
  plugin: ({siteDir}) =>
    dataModules('sample-server', [
      {
        // The module the sample server's chunk imports its validators from.
        alias: '@skypath/sample-validators',
        file: 'validators.js',
        make: () => generateValidators(readSpec(siteDir)),
        watch: [path.join(siteDir, OPENAPI_SPEC)],
      },
    ]),
} satisfies Feature;
