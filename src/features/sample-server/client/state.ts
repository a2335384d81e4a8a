/**
 * Which operations the reader answers with the sample server, and its last answer to each: shared
 * by the explorer's server picker, request form and response panel (siblings in the OpenAPI theme's
 * tree), outside the theme's store, which holds real servers only (its code samples and endpoint
 * line keep naming the real host). One module-level store: one page shows one explorer, and a
 * choice is kept for the operation while the tab lives.
 */
import {useSyncExternalStore} from 'react';

export type SampleOutcome =
  /** What the sample server answered (200 or 400), to the request it was given. */
  | {kind: 'answer'; status: number; request: unknown; body: unknown}
  /** A request that passes the schema but breaks rules the spec states in words. */
  | {kind: 'unanswered'; problems: string[]};

const chosen = new Set<string>();
const outcomes = new Map<string, SampleOutcome>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Re-renders on every change of the store; cheap, since it holds a handful of entries. */
function useVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

export function useSampleChosen(operation: string): boolean {
  useVersion();
  return chosen.has(operation);
}

export function useSampleOutcome(operation: string): SampleOutcome | undefined {
  useVersion();
  return outcomes.get(operation);
}

export function isSampleChosen(operation: string): boolean {
  return chosen.has(operation);
}

/** Chooses the sample server (or a real one) for an operation; the last sample answer goes either way. */
export function chooseSample(operation: string, sample: boolean): void {
  if (sample) chosen.add(operation);
  else chosen.delete(operation);
  outcomes.delete(operation);
  changed();
}

export function setSampleOutcome(operation: string, outcome: SampleOutcome | undefined): void {
  if (outcome) outcomes.set(operation, outcome);
  else outcomes.delete(operation);
  changed();
}
