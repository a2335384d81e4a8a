// A mock of SkyPath's REST API for the samples: Prism (`@stoplight/prism-cli`) serves
// openapi/skypath.yaml on loopback and validates every request against it; a small recording proxy
// in front of it applies SkyPath's domain rules to request bodies and, in the `minimal` variant,
// drops every optional field from the responses, so that a script that feeds one response into
// the next request is run against the smallest response the schema allows as well as the full one.
import {spawn} from 'node:child_process';
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import {once} from 'node:events';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {valueProblems} from './domain.ts';
import {resolveRef, type JsonValue, type Ref, type Schema, type Spec} from '../../../core/json-pointer.ts';

const require = createRequire(import.meta.url);
// A bound on a start that never comes, not a speed check: with other builds running on a 2-core
// machine (load average 8), Prism has taken more than 60 s to start.
const START_TIMEOUT_MS = 180_000;

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  server.close();
  return port;
}

/** Starts Prism on `specFile`; resolves once it listens, rejects with its output if it does not. */
async function startPrism(specFile: string) {
  let bin;
  try {
    bin = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  } catch {
    throw new Error('The mock API needs @stoplight/prism-cli, which is not installed. Run: npm ci');
  }
  const port = await freePort();
  const child = spawn(process.execPath, [bin, 'mock', '--host', '127.0.0.1', '--port', String(port), specFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`The mock API (Prism) ${why}:\n${output.trim()}`));
    };
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (/Prism is listening/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => fail(`exited with code ${code}`));
    child.on('error', (error) => fail(`could not be started (${error.message})`));
  });
  child.removeAllListeners('exit');
  return {url: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}

function findOperation(spec: Spec, method: string, pathname: string) {
  for (const [template, item] of Object.entries(spec.paths ?? {})) {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(pathname) && item[method.toLowerCase()]) return item[method.toLowerCase()];
  }
  return undefined;
}

/** The smallest value `schema` allows that keeps what `value` requires: required properties only, each minimal. */
export function minimalValue(
  schema: Schema | undefined,
  value: JsonValue,
  resolve: (schema: Schema | undefined) => Schema | undefined,
): JsonValue {
  const node = resolve(schema);
  if (!node || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => minimalValue(node.items, item, resolve));
  const parts = [node, ...(node.allOf ?? []).map(resolve)];
  const required = new Set(parts.flatMap((part) => part?.required ?? []));
  const properties: Record<string, Schema> = Object.assign({}, ...parts.map((part) => part?.properties ?? {}));
  if (Object.keys(properties).length === 0 && required.size === 0) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => required.has(key))
      .map(([key, child]) => [key, minimalValue(properties[key], child, resolve)]),
  );
}

/** The mock API for `spec` (parsed from `specFile`); `requests` are those since the last `reset()`. */
export async function startMockApi(specFile: string, spec: Spec) {
  const prism = await startPrism(specFile);
  const resolve = <T extends Ref>(node: T | undefined) => resolveRef(spec, node);
  let variant = 'full';
  let requests: {method: string; path: string; status: number; problems: string[]}[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    // A server's requests always have their method and URL.
    const {method, url: target} = request as {method: string; url: string};
    const url = new URL(target, 'http://localhost');
    const record = {method, path: url.pathname, status: 0, problems: [] as string[]};
    requests.push(record);
    if (/json/.test(request.headers['content-type'] ?? '') && body.length > 0) {
      try {
        for (const {path: at, message} of valueProblems(JSON.parse(body.toString('utf8')))) {
          record.problems.push(`body ${at}: ${message}`);
        }
      } catch (error) {
        record.problems.push(`body is not JSON: ${(error as SyntaxError).message}`);
      }
    }
    const headers = {...request.headers};
    delete headers.host;
    delete headers['content-length'];
    let upstream;
    try {
      upstream = await fetch(`${prism.url}${target}`, {
        method,
        // Node joins repeated request headers into one string (set-cookie aside, a response header).
        headers: headers as Record<string, string>,
        body: body.length ? body : undefined,
      });
    } catch (error) {
      record.problems.push(`the mock API did not answer: ${(error as Error).message}`);
      response.writeHead(502).end();
      return;
    }
    record.status = upstream.status;
    const violations: {severity: string; message: string}[] = JSON.parse(upstream.headers.get('sl-violations') ?? '[]');
    for (const violation of violations.filter((v) => v.severity === 'Error')) record.problems.push(violation.message);
    let text = await upstream.text();
    if (upstream.headers.get('content-type')?.includes('problem+json')) {
      const problem = JSON.parse(text);
      record.problems.push(`${problem.title}${problem.detail ? `: ${problem.detail}` : ''}`);
    }
    const operation = findOperation(spec, method, url.pathname);
    const schema = resolve(resolve(operation?.responses?.[upstream.status])?.content?.['application/json'])?.schema;
    if (variant === 'minimal' && schema && text) text = JSON.stringify(minimalValue(schema, JSON.parse(text), resolve));
    const out = {'content-type': upstream.headers.get('content-type') ?? 'application/json'};
    response.writeHead(upstream.status, out).end(text);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests;
    },
    reset() {
      requests = [];
    },
    setVariant(name: 'full' | 'minimal') {
      variant = name;
    },
    stop() {
      server.close();
      prism.stop();
    },
  };
}

export type MockApi = Awaited<ReturnType<typeof startMockApi>>;
