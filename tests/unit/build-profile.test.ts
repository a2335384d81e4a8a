// The build profile's readings: a step's time from the line the pipeline prints, and a process's
// parent and CPU time from its /proc stat line, checked against Node's own count of its CPU time.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {pipelineSteps, statOf} from '../../scripts/build-profile.ts';

test("a stat line's parent and CPU time are read after the command, whatever it holds", () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const line = '4242 (node (ssg) worker) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 50 30 20 20 0 11 0';
  assert.deepEqual(statOf(line), {parent: 17, cpu: (250 + 50 + 30 + 20) / 100});
});

test("this process's CPU time from /proc agrees with process.cpuUsage()", () => {
  const end = performance.now() + 400;
  let spin = 0;
  while (performance.now() < end) spin += Math.sqrt(spin + 1);
  assert.ok(spin > 0);
  const fromProc = statOf(readFileSync('/proc/self/stat', 'utf8')).cpu;
  const {user, system} = process.cpuUsage();
  const fromNode = (user + system) / 1e6;
  // /proc counts in ticks of 10 ms, and a little time passes between the two readings.
  assert.ok(Math.abs(fromProc - fromNode) < 0.1, `/proc says ${fromProc} s, Node ${fromNode} s`);
  assert.ok(fromProc >= 0.3, `${fromProc} s after a 400 ms busy loop`);
});

test("each pipeline step's name and seconds come from its log line", () => {
  const lines = [
    '[site-pipeline] critical CSS (3.6 s, 115 pages parsed in 1.3 s, heap 530 MB, rss 1215 MB): 115 pages',
    '[INFO] something else',
    '[site-pipeline] 121 pages, 926 files in 20.1 s',
    '[site-pipeline] social cards (0.0 s, 0 pages parsed in 0.0 s, heap 330 MB, rss 1040 MB): 115 pages',
  ];
  assert.deepEqual(pipelineSteps(lines), [
    {name: 'critical CSS', seconds: 3.6},
    {name: 'social cards', seconds: 0},
  ]);
});
