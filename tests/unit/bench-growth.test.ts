// The growth bench's account of the build-time goal: what the goal allows, what Docusaurus's own
// work takes of it, and what that leaves the pipeline.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Profile} from '../../scripts/build-profile.ts';
import {buildTimeBudget} from '../../scripts/bench-growth.ts';

const profile = (seconds: number, pipeline: number): Profile => ({
  seconds,
  peakBytes: 0,
  peakPhase: 'postBuild (site pipeline)',
  peakAfter: undefined,
  phases: [
    {name: 'bundling', seconds: seconds - pipeline - 1, peakBytes: 0, cpuSeconds: 0},
    {name: 'postBuild (site pipeline)', seconds: pipeline, peakBytes: 0, cpuSeconds: 0},
  ],
  steps: [],
});

test("the goal's time, Docusaurus's share of it and the pipeline's allowance, from each phase's time", () => {
  assert.equal(
    buildTimeBudget(profile(50, 20), profile(180, 80)),
    "3× allows 150.0 s; Docusaurus took 100.0 s (3.33× today's 30.0 s), leaving the pipeline 50.0 s: it took 80.0 s (4.00× today's 20.0 s)",
  );
  assert.match(
    buildTimeBudget(profile(50, 20), profile(180, 80), 4),
    /^4× allows 200\.0 s; .* leaving the pipeline 100\.0 s/,
  );
});
