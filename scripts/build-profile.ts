// The build's time, CPU time and peak memory, and where the peak is: runs `docusaurus build` with
// Docusaurus's perf logger, samples the resident memory and CPU time of the whole process tree (the
// build, its workers and child processes) every 100 ms from /proc, and names the phase in progress at the
// peak: loading, bundling, static generation (SSG) or postBuild (the site pipeline, whose steps
// print a line each as they end). `npm run bench` reports it; `node --import tsx
// scripts/build-profile.ts [docusaurus build options]` prints it alone. Linux only (/proc).
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/** The phases of a Docusaurus build, each ended by its perf logger's line. */
const PHASES = [
  {name: 'loading the site', end: /\[PERF\] Build > \w+ > Load site - /},
  {name: 'bundling', end: /\[PERF\] Build > \w+ > Bundling with /},
  {name: 'static generation (SSG)', end: /\[PERF\] Build > \w+ > SSG - /},
  {name: 'postBuild (site pipeline)', end: /\[PERF\] Build > \w+ > postBuild\(\) - /},
];

/** The pipeline's steps and their seconds, from the line each prints as it ends (src/core/pipeline). */
export function pipelineSteps(lines: readonly string[]): {name: string; seconds: number}[] {
  return lines.flatMap((line) => {
    const step = /^\[site-pipeline\] (.+?) \((\d+(?:\.\d+)?) s, /.exec(line);
    return step ? [{name: step[1]!, seconds: Number(step[2])}] : [];
  });
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * A process's parent and CPU time (seconds: user and system, with that of the children it has
 * waited for) from its /proc/<pid>/stat line, whose command may hold spaces and parentheses.
 */
export function statOf(stat: string): {parent: number; cpu: number} {
  // After the command's last ')': state, ppid, …; utime, stime, cutime, cstime are the 12th to 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return {parent: Number(fields[1]), cpu: ticks / TICKS};
}

/** The resident memory (bytes) of a process and all its descendants, and their CPU time (seconds). */
function treeUsage(root: number | undefined) {
  if (root === undefined) return {bytes: 0, cpu: 0}; // the build did not start
  const children = new Map<number, number[]>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const {parent} = statOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      const siblings = children.get(parent) ?? [];
      children.set(parent, siblings);
      siblings.push(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  let bytes = 0;
  let cpu = 0;
  const visit = (pid: number) => {
    try {
      bytes += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      cpu += statOf(readFileSync(`/proc/${pid}/stat`, 'utf8')).cpu;
    } catch {
      // Gone.
    }
    (children.get(pid) ?? []).forEach(visit);
  };
  visit(root);
  return {bytes, cpu};
}

/** Runs the build (in `cwd`) and profiles it; rejects when the build fails. */
export function profileBuild(args: string[] = [], {echo = false, cwd = process.cwd()} = {}): Promise<Profile> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['docusaurus', 'build', ...args], {
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: {t: number; line: string}[] = [];
    const samples: {t: number; bytes: number; cpu: number}[] = [];
    const onData = (chunk: Buffer) => {
      for (const line of String(chunk)
        .split('\n')
        .filter((text) => text.trim())) {
        lines.push({t: Date.now() - started, line});
        if (echo && !line.startsWith('[PERF]')) console.log(line);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setInterval(() => samples.push({t: Date.now() - started, ...treeUsage(child.pid)}), 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) {
        const tail = lines.slice(-20).map((l) => l.line);
        reject(new Error(`docusaurus build exited with ${code}:\n${tail.join('\n')}`));
        return;
      }
      const peak = samples.reduce((max, sample) => (sample.bytes > max.bytes ? sample : max), {t: 0, bytes: 0});
      /** The tree's CPU seconds by `t` (the last sample at or before it). */
      const cpuAt = (t: number) => samples.findLast((sample) => sample.t <= t)?.cpu ?? 0;
      let from = 0;
      const phases = PHASES.map(({name, end}) => {
        const to = lines.find(({line}) => end.test(line))?.t ?? Infinity;
        const inPhase = samples.filter((sample) => sample.t > from && sample.t <= to);
        const phase = {
          name,
          seconds: (Math.min(to, Date.now() - started) - from) / 1000,
          peakBytes: Math.max(0, ...inPhase.map((s) => s.bytes)),
          cpuSeconds: cpuAt(to) - cpuAt(from),
        };
        from = to;
        return phase;
      });
      const peakPhase = phases.find((phase) => phase.peakBytes === peak.bytes)?.name ?? 'after postBuild';
      const peakAfter = lines.filter(({t, line}) => t <= peak.t && !line.startsWith('[PERF] SSG Worker')).at(-1)?.line;
      // Each step's CPU time: from the end of the step before it (or of static generation) to its own.
      const ssgEnd = lines.find(({line}) => PHASES[2]!.end.test(line))?.t ?? 0;
      const stepEnds = lines.filter(({line}) => pipelineSteps([line]).length > 0).map(({t}) => t);
      const steps = pipelineSteps(lines.map(({line}) => line)).map((step, index) => ({
        ...step,
        cpuSeconds: cpuAt(stepEnds[index]!) - cpuAt(stepEnds[index - 1] ?? ssgEnd),
      }));
      resolve({seconds: (Date.now() - started) / 1000, peakBytes: peak.bytes, peakPhase, peakAfter, phases, steps});
    });
  });
}

export type Profile = {
  seconds: number;
  peakBytes: number;
  peakPhase: string;
  /** The last line the build printed before the peak. */
  peakAfter: string | undefined;
  /** Each phase: its time, its peak memory, and the CPU time of the whole process tree in it (2 cores: at most twice its time). */
  phases: {name: string; seconds: number; peakBytes: number; cpuSeconds: number}[];
  /** The site pipeline's steps, in the order they ran; CPU time includes the background compression meanwhile. */
  steps: {name: string; seconds: number; cpuSeconds: number}[];
};

export const describeProfile = (profile: Profile) =>
  [
    `build: ${profile.seconds.toFixed(1)} s, peak memory ${(profile.peakBytes / 1e9).toFixed(2)} GB during ${profile.peakPhase}`,
    ...profile.phases.map(
      (phase) =>
        `  ${phase.name}: ${phase.seconds.toFixed(1)} s (CPU ${phase.cpuSeconds.toFixed(1)} s), peak ${(phase.peakBytes / 1e9).toFixed(2)} GB`,
    ),
  ].join('\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  profileBuild(process.argv.slice(2), {echo: true}).then(
    (profile) => console.log(describeProfile(profile)),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
