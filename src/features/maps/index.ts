/**
 * Maps of SkyPath's geographic data: a map beside every example that holds a corridor or hexagons
 * (./example-maps.ts: a remark plugin for the docs' code blocks, a data module for the API
 * reference's examples, theme/CodeSamples), the map itself (theme/CorridorMap, its land from
 * ./natural-earth.ts) and the corridor checker (theme/CorridorChecker, the checker page's component).
 */
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
