// Process helpers of the bench: timed runs with peak RSS from the operating system, servers
// started and stopped by their own process id, free ports and polling on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** GNU time, when the machine has it: `-f %M` gives the peak RSS (KB) of the largest process it waited for. */
export const TIME_BIN = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p)) ?? null;

/** How peak RSS of a timed command is read (printed with the results). */
export const RSS_SOURCE = TIME_BIN
  ? `the larger of GNU time's peak (${TIME_BIN} -f %M: the largest process of the command, worker threads included) and the peak of the summed VmRSS of the command's process tree, polled from /proc every 50 ms (child processes included)`
  : '/proc polling every 50 ms: peak of the summed VmRSS of the process tree, or the largest VmHWM if higher';

/** The children of `root` (itself included), from /proc/<pid>/stat parent ids. */
function processTree(root) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(name), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

function statusKB(pid, field) {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples the memory of a process tree every `intervalMs` until `stop()`, which returns
 * `{ peakKB, peakSumKB, peakHwmKB }`: the peak of the summed VmRSS over the tree and the largest
 * VmHWM (the kernel's own peak of one process) seen.
 */
export function pollTreeRss(rootPid, intervalMs = 50, { skipRoot = false } = {}) {
  let peakSumKB = 0;
  let peakHwmKB = 0;
  const sample = () => {
    let sum = 0;
    for (const pid of processTree(rootPid).slice(skipRoot ? 1 : 0)) {
      sum += statusKB(pid, 'VmRSS');
      peakHwmKB = Math.max(peakHwmKB, statusKB(pid, 'VmHWM'));
    }
    peakSumKB = Math.max(peakSumKB, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    sample,
    stop() {
      clearInterval(timer);
      return { peakKB: Math.max(peakSumKB, peakHwmKB), peakSumKB, peakHwmKB };
    },
  };
}

let seq = 0;

/**
 * Runs a command to its end and measures it: wall time from spawn to exit (ms), peak RSS (KB;
 * see {@link RSS_SOURCE}: the process tree's, child processes included), CPU time user + system
 * (ms, GNU time only: every process it waited for, children included), exit
 * code and output. Kills the command's process
 * group when it runs past `timeoutMs`.
 */
export async function timed(cmd, args, { cwd, env, timeoutMs = 30 * 60_000, scratch }) {
  const rssFile = path.join(scratch, `rss-${process.pid}-${seq++}.txt`);
  const [c, a] = TIME_BIN ? [TIME_BIN, ['-f', '%M %U %S', '-o', rssFile, cmd, ...args]] : [cmd, args];
  const started = performance.now();
  const child = spawn(c, a, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // GNU time's %M is the largest single process: a command that forks (a bundler or renderer in a
  // process of its own) is summed by polling its tree too (GNU time itself left out).
  const poller = pollTreeRss(child.pid, 50, { skipRoot: !!TIME_BIN });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-200_000)));
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-200_000)));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child);
  }, timeoutMs);
  const code = await new Promise((resolve) => child.on('close', (c2, signal) => resolve(c2 ?? (signal ? 128 : 1))));
  const ms = performance.now() - started;
  clearTimeout(timer);
  let rssKB = null;
  let cpuMs = null;
  const polled = poller.stop();
  if (!TIME_BIN) rssKB = polled.peakKB;
  else {
    try {
      const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
      const [kb, user, sys] = lines[lines.length - 1].split(' ').map(Number);
      rssKB = Math.max(kb || 0, polled.peakSumKB) || null;
      cpuMs = Number.isFinite(user + sys) ? (user + sys) * 1000 : null;
      rmSync(rssFile, { force: true });
    } catch {
      rssKB = null;
    }
  }
  return { ms, rssKB, cpuMs, code: timedOut ? 'timeout' : code, stdout, stderr };
}

/** Sends SIGTERM to a child's process group (spawned detached, so the group is the child's own), SIGKILL after `graceMs`. */
export function killGroup(child, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(hard);
      resolve();
    };
    child.once('close', done);
    const signal = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        try {
          child.kill(sig);
        } catch {
          // already gone
        }
      }
    };
    const hard = setTimeout(() => {
      signal('SIGKILL');
      setTimeout(resolve, 500);
    }, graceMs);
    signal('SIGTERM');
  });
}

/**
 * Starts a long-running command (a server) in its own process group; its memory is sampled until
 * `stop()`, which ends the group and returns `{ peakKB, output }`.
 */
export function startServer(cmd, args, { cwd, env }) {
  const started = performance.now();
  const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const poller = pollTreeRss(child.pid, 100);
  let output = '';
  const keep = (d) => (output = (output + d).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    child,
    started,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      poller.sample();
      const mem = poller.stop();
      await killGroup(child);
      return { peakKB: mem.peakKB, output };
    },
  };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `url` (127.0.0.1 only) until it answers 200 or `deadlineMs` passes, or `gaveUp()` says the
 * server died. Returns the time (performance.now()) the 200 arrived, or null. One request at a
 * time, `intervalMs` apart after a refusal or another status.
 */
export async function pollUntil200(url, { deadlineMs, intervalMs = 20, gaveUp = () => false }) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to poll ${url}: 127.0.0.1 only`);
  const end = performance.now() + deadlineMs;
  while (performance.now() < end) {
    if (gaveUp()) return null;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.round(Math.max(1000, end - performance.now()))), redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  return null;
}

export { sleep };
