// Maps of SkyPath's geographic data: a map beside every example that holds a corridor or hexagons,
// the map itself and the corridor checker.
import path from 'node:path';
import type {Feature} from '../../core/feature';
import {dataModules} from '../../core/docusaurus/data-module';
import {readSpec} from '../../core/openapi/spec';
import {OPENAPI_SPEC} from '../../core/contentFolders.mjs';
import {exampleMapsModule, remarkExampleMaps} from './example-maps';
import {landModule} from './natural-earth';

export default {
  name: 'maps',
  folder: __dirname,
  plugin: ({siteDir}) =>
    dataModules('maps', [
      landModule,
      {...exampleMapsModule(() => readSpec(siteDir)), watch: [path.join(siteDir, OPENAPI_SPEC)]},
    ]),
  remark: {docs: [remarkExampleMaps], api: [remarkExampleMaps]},
} satisfies Feature;
