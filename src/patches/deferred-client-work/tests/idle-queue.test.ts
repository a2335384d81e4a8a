// The idle queue runs link prefetches in idle time, in slices short enough never to make a long
// task, each route once.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createIdleQueue, SLICE_MS} from '../idleQueue';

/** A scheduler whose clock moves only when work runs, and whose idle callbacks run when told. */
function fakeScheduler() {
  let clock = 0;
  const callbacks: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => void callbacks.push(callback),
    now: () => clock,
    advance: (ms: number) => void (clock += ms),
    /** Runs the pending idle callbacks once; returns how many ran. */
    idle(): number {
      const due = callbacks.splice(0);
      due.forEach((callback) => callback());
      return due.length;
    },
    get pending() {
      return callbacks.length;
    },
  };
}

test('nothing runs until the thread is idle, and adding many items schedules one callback', () => {
  const scheduler = fakeScheduler();
  const ran: string[] = [];
  const queue = createIdleQueue<string>((item) => ran.push(item), scheduler);
  for (const route of ['/a', '/b', '/c']) queue.add(route);
  assert.deepEqual(ran, []);
  assert.equal(scheduler.pending, 1);
  scheduler.idle();
  assert.deepEqual(ran, ['/a', '/b', '/c']);
  assert.equal(queue.size, 0);
  assert.equal(scheduler.pending, 0);
});

test('a slice stops once it has run SLICE_MS and the rest waits for the next idle period', () => {
  const scheduler = fakeScheduler();
  const ran: number[] = [];
  // Each item takes 2 ms: a slice of SLICE_MS (5 ms) runs three, then yields.
  const queue = createIdleQueue<number>((item) => {
    ran.push(item);
    scheduler.advance(2);
  }, scheduler);
  for (let i = 0; i < 10; i++) queue.add(i);
  const slices: number[][] = [];
  while (scheduler.pending > 0) {
    const before = ran.length;
    scheduler.idle();
    slices.push(ran.slice(before));
  }
  assert.equal(SLICE_MS, 5);
  assert.deepEqual(slices, [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
});

test('an item already waiting is not queued twice; one added after it ran is run again', () => {
  const scheduler = fakeScheduler();
  const ran: string[] = [];
  const queue = createIdleQueue<string>((item) => ran.push(item), scheduler);
  queue.add('/a');
  queue.add('/a');
  assert.equal(queue.size, 1);
  scheduler.idle();
  queue.add('/a');
  scheduler.idle();
  // Docusaurus itself skips a route it has already prefetched.
  assert.deepEqual(ran, ['/a', '/a']);
});

test('a slow item still runs alone and does not stop the queue', () => {
  const scheduler = fakeScheduler();
  const ran: string[] = [];
  const queue = createIdleQueue<string>((item) => {
    ran.push(item);
    scheduler.advance(30);
  }, scheduler);
  queue.add('/slow');
  queue.add('/next');
  scheduler.idle();
  assert.deepEqual(ran, ['/slow']);
  scheduler.idle();
  assert.deepEqual(ran, ['/slow', '/next']);
});
