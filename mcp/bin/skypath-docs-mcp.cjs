#!/usr/bin/env node
// The docs MCP server's command. A published package runs its bundle (dist/cli.js); a checkout runs
// the TypeScript sources through tsx, the repository's TypeScript loader.
const {existsSync} = require('node:fs');
const path = require('node:path');

const bundle = path.join(__dirname, '..', 'dist', 'cli.js');
if (existsSync(bundle)) {
  require(bundle);
} else {
  require('tsx/cjs/api').register();
  require(path.join(__dirname, '..', 'src', 'cli.ts'));
}
