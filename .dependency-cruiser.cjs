// The house's rules, checked by `npm run lint` (dependency-cruiser): a feature or patch is one
// folder that imports only the shared code (src/core), so removing it is deleting its folder and
// its line in the config; the shared code and the site's own theme import no feature; code that
// runs in the browser imports nothing that runs only at build time. Tests may import anything.
const {builtinModules} = require('node:module');

const TESTS = '(^|/)tests/';
/**
 * Code that runs in the browser: theme components, client modules, pages, React components, and a
 * patch's stand-ins for upstream modules (all of a patch but its index.ts and step.ts; critical-css
 * runs at build time only).
 */
const CLIENT = [
  '^src/(theme|pages|components)/',
  '^src/.+/(theme|client)/',
  '^src/.+[.]tsx$',
  '^src/patches/(?!critical-css/)[^/]+/(?!(index|step)[.]ts$)[^/]+$',
].join('|');
/** Node.js's own modules. */
const NODE = `^(node:)?(${builtinModules.join('|')})$`;
/**
 * Code that runs only at build time: the model and pipeline, the plugins' entry points and steps,
 * and a feature's or patch's `build/` folder.
 */
const BUILD_TIME =
  '^src/core/(site|pipeline|docusaurus)/|^src/core/(feature|openapi/spec)[.]ts$|^src/(features|patches)/[^/]+/((index|step)[.]ts$|build/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-apart',
      comment: 'A feature imports only its own folder and src/core: move what two features share into src/core.',
      severity: 'error',
      from: {path: '^src/features/([^/]+)/', pathNot: TESTS},
      to: {path: '^src/(features|patches)/', pathNot: '^src/features/$1/'},
    },
    {
      name: 'patches-apart',
      comment: 'A patch imports only its own folder and src/core.',
      severity: 'error',
      from: {path: '^src/patches/([^/]+)/', pathNot: TESTS},
      to: {path: '^src/(features|patches)/', pathNot: '^src/patches/$1/'},
    },
    {
      name: 'core-imports-no-feature',
      comment:
        "The shared code belongs to no feature: it reaches a feature's components through their theme names (@theme/…), whose fallbacks are in src/core/theme.",
      severity: 'error',
      from: {path: '^src/(core|theme|components|pages)/', pathNot: TESTS},
      to: {path: '^src/(features|patches)/'},
    },
    {
      name: 'mcp-imports-no-feature',
      comment: 'The docs MCP server reads a built site through the shared code only.',
      severity: 'error',
      from: {path: '^mcp/src/'},
      to: {path: '^src/(features|patches)/'},
    },
    {
      name: 'src-imports-no-tooling',
      comment: 'The site imports none of the scripts (tooling) or tests.',
      severity: 'error',
      from: {path: '^src/', pathNot: TESTS},
      to: {path: `^scripts/|^tests/|${TESTS}`},
    },
    {
      name: 'client-imports-no-node',
      comment: 'Code that runs in the browser reaches no Node.js module, directly or through what it imports.',
      severity: 'error',
      from: {path: CLIENT, pathNot: TESTS},
      to: {path: NODE, reachable: true},
    },
    {
      name: 'client-imports-no-build-time',
      comment: 'Code that runs in the browser imports nothing that runs only at build time.',
      severity: 'error',
      from: {path: CLIENT, pathNot: TESTS},
      to: {path: BUILD_TIME, reachable: true},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(node_modules|build|build-[^/]+|[.]docusaurus|api/reference|mcp/dist)/'},
    tsConfig: {fileName: 'tsconfig.json'},
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default']},
  },
};
