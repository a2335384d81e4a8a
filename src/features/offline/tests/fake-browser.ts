// In-memory stand-ins for what offline reading uses of a browser, for unit tests of the service
// worker and the page code that can set up, step by step, the races a browser test can only hope
// to hit: Cache Storage as the spec defines it (`open` creates, `delete` detaches the caches
// already opened, `match` with `cacheName` never creates) and Web Locks (one holder per name,
// `ifAvailable`). Hooks run at chosen points, and every `open` is logged.
import vm from 'node:vm';
import {serviceWorker} from '../step';

export const ORIGIN = 'https://docs.test';

type RequestLike = string | URL | {url: string};
type MatchOptions = {cacheName?: string; ignoreSearch?: boolean; ignoreVary?: boolean};

const href = (request: RequestLike) =>
  new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, ORIGIN);

type Stored = {body: ArrayBuffer; status: number; headers: [string, string][]};

export class FakeCache {
  readonly entries = new Map<string, Stored>();

  async put(request: RequestLike, response: Response): Promise<void> {
    const {status, headers} = response;
    this.entries.set(href(request).href, {body: await response.arrayBuffer(), status, headers: [...headers]});
  }

  async match(request: RequestLike, options: MatchOptions = {}): Promise<Response | undefined> {
    const wanted = href(request);
    for (const [key, stored] of this.entries) {
      const url = new URL(key);
      const same = options.ignoreSearch
        ? url.origin + url.pathname === wanted.origin + wanted.pathname
        : key === wanted.href;
      if (same) return new Response(stored.body.slice(0), {status: stored.status, headers: stored.headers});
    }
    return undefined;
  }
}

export class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  /** Every name `open` was called with, in order. */
  readonly opened: string[] = [];
  /** Runs once, after `keys` has read the names and before it returns them (then is cleared). */
  afterKeys: (() => Promise<void> | void) | undefined;
  /** How many of the next `keys` calls fail. */
  failKeys = 0;
  /** Runs before each `match` looks (with the URL and the cache named, if one is). */
  beforeMatch: ((url: string, cacheName: string | undefined) => Promise<void> | void) | undefined;

  async keys(): Promise<string[]> {
    if (this.failKeys > 0) {
      this.failKeys--;
      throw new DOMException('The operation failed.', 'UnknownError');
    }
    const names = [...this.stores.keys()];
    const hook = this.afterKeys;
    this.afterKeys = undefined;
    await hook?.();
    return names;
  }

  async open(name: string): Promise<FakeCache> {
    this.opened.push(name);
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new FakeCache()));
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async match(request: RequestLike, options: MatchOptions = {}): Promise<Response | undefined> {
    await this.beforeMatch?.(href(request).pathname, options.cacheName);
    if (options.cacheName !== undefined) return this.stores.get(options.cacheName)?.match(request, options);
    for (const cache of this.stores.values()) {
      const found = await cache.match(request, options);
      if (found) return found;
    }
    return undefined;
  }
}

type LockCallback<T> = (lock: {name: string} | null) => Promise<T> | T;
type LockOptions = {ifAvailable?: boolean; signal?: AbortSignal};

/**
 * Web Locks, exclusive mode: one holder per name at a time, in the order asked; `ifAvailable` gets
 * null while the lock is held or asked for; `signal` withdraws a request still waiting.
 */
export class FakeLocks {
  private readonly tails = new Map<string, Promise<unknown>>();
  /** Requests held or waiting, per name. */
  private readonly pending = new Map<string, number>();

  request<T>(name: string, optionsOrCallback: LockOptions | LockCallback<T>, callback?: LockCallback<T>): Promise<T> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const run = (typeof optionsOrCallback === 'function' ? optionsOrCallback : callback)!;
    if (options.signal?.aborted) return Promise.reject(new DOMException('The request was aborted.', 'AbortError'));
    if (options.ifAvailable && (this.pending.get(name) ?? 0) > 0) return Promise.resolve(run(null));
    const count = (delta: number) => this.pending.set(name, (this.pending.get(name) ?? 0) + delta);
    count(1);
    let left = false;
    const leave = () => {
      if (!left) count(-1);
      left = true;
    };
    const granted = new Promise<T>((resolve, reject) => {
      const withdraw = () => {
        leave();
        reject(new DOMException('The request was aborted.', 'AbortError'));
      };
      options.signal?.addEventListener('abort', withdraw, {once: true});
      const turn = (this.tails.get(name) ?? Promise.resolve()).then(async () => {
        options.signal?.removeEventListener('abort', withdraw);
        if (left) return;
        try {
          resolve(await run({name}));
        } catch (error) {
          reject(error);
        } finally {
          leave();
        }
      });
      this.tails.set(name, turn);
    });
    return granted;
  }
}

/** A page as fetch sees it: a body and a status. */
export const page = (body: string, status = 200) =>
  new Response(body, {status, headers: {'Content-Type': 'text/html; charset=utf-8'}});

type WorkerRequest = {url: string; method: string; mode: string; headers: Headers};
type FetchEvent = {request: WorkerRequest; respondWith(response: Promise<Response>): void};
type Listener = (event: FetchEvent | {data: unknown} | {waitUntil(promise: Promise<unknown>): void}) => void;

/**
 * The built service worker (step.ts's `serviceWorker()`, as the site serves it) run in this process
 * with the fake caches and the given network.
 */
export function startWorker(caches: FakeCaches, network: (request: WorkerRequest) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    location: {origin: ORIGIN},
    skipWaiting: async () => undefined,
    clients: {claim: async () => undefined},
  };
  const run = vm.runInThisContext(`(function (self, caches, fetch) {\n${serviceWorker()}\n})`) as (
    self: typeof scope,
    caches: FakeCaches,
    fetch: typeof network,
  ) => void;
  run(scope, caches, network);
  return {
    /** What the worker answers for a path; a navigation unless `navigate` is false. */
    request(path: string, navigate = true): Promise<Response> {
      const request = {
        url: new URL(path, ORIGIN).href,
        method: 'GET',
        mode: navigate ? 'navigate' : 'cors',
        headers: new Headers(),
      };
      let response: Promise<Response> | undefined;
      listeners.get('fetch')!({request, respondWith: (answer) => (response = answer)});
      if (!response) throw new Error(`the worker did not answer ${path}`);
      return response;
    },
    message(data: unknown): void {
      listeners.get('message')!({data});
    },
  };
}
