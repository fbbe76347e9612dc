/**
 * What per-request logging costs: the same hot reads with a line logged for each request and
 * its answer (LOG_REQUESTS=true) and without (the default), the log going to a file as a
 * process manager would keep it. Runs alternate between the two, so that the load of a shared
 * machine falls on both alike. Besides req/s, each run measures the server's CPU time per request
 * (from /proc), which the other work on a shared machine disturbs far less than throughput.
 * Writes bench/results/logging.md.
 * Run with `npm run bench:logging` (it builds the server first).
 */
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppProcess } from '../tests/cluster/lib/app-process.ts';
import { wrk, type WrkResult } from './lib/wrk.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const READS = [
  { name: 'recent posts (getposts, newest 9)', path: '/api/post/getposts?limit=9' },
  { name: 'donation cases', path: '/api/donation/cases' },
];
const MODES = [
  { name: 'request logging off (default)', environment: { LOG_REQUESTS: 'false' } },
  { name: 'request logging on', environment: { LOG_REQUESTS: 'true' } },
];

/** CPU seconds (user and system) the process has used: fields 14 and 15 of /proc/<pid>/stat. */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Run extends WrkResult {
  cpuMicrosecondsPerRequest: number;
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

const work = mkdtempSync(join(tmpdir(), 'hearth-logging-bench-'));
const dataDir = join(work, 'data');
const results = new Map<string, Run[]>();
const logBytes = new Map<string, number>();
const loadBefore = loadAverage();
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of MODES) {
      const logPath = join(work, `log-${round}-${MODES.indexOf(mode)}.jsonl`);
      const log = openSync(logPath, 'w');
      const server = await startAppProcess(
        mode.name,
        {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'info',
          ...mode.environment,
        },
        { stdout: log },
      );
      try {
        // Warm-up: the first seconds of a fresh process are compiling, not serving.
        for (const read of READS) {
          await wrk(`${server.baseUrl}${read.path}`, { connections: CONNECTIONS, seconds: 2 });
        }
        for (const read of READS) {
          const cpuBefore = cpuSeconds(server.child.pid!);
          const measured = await wrk(`${server.baseUrl}${read.path}`, {
            connections: CONNECTIONS,
            seconds: SECONDS,
          });
          const requests = measured.requestsPerSecond * SECONDS;
          const result = {
            ...measured,
            cpuMicrosecondsPerRequest:
              ((cpuSeconds(server.child.pid!) - cpuBefore) * 1e6) / requests,
          };
          const key = `${mode.name}\n${read.name}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          console.log(
            `${mode.name}, ${read.name}: ${result.requestsPerSecond} req/s, ${result.cpuMicrosecondsPerRequest.toFixed(0)} µs CPU per request`,
          );
        }
      } finally {
        await server.stop();
        closeSync(log);
      }
      logBytes.set(mode.name, (logBytes.get(mode.name) ?? 0) + statSync(logPath).size);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rows = READS.map((read) => {
  const [off, on] = MODES.map((mode) => results.get(`${mode.name}\n${read.name}`)!);
  const offRate = mean(off!.map((r) => r.requestsPerSecond));
  const onRate = mean(on!.map((r) => r.requestsPerSecond));
  const cpu = (runs: Run[]) => mean(runs.map((r) => r.cpuMicrosecondsPerRequest));
  const [offCpu, onCpu] = [cpu(off!), cpu(on!)];
  return `| ${read.name} | ${offCpu.toFixed(0)} | ${onCpu.toFixed(0)} | +${(((onCpu - offCpu) / offCpu) * 100).toFixed(0)} % | ${Math.round(offRate)} | ${Math.round(onRate)} |`;
});
const report = [
  '# Per-request logging',
  '',
  `${new Date().toISOString().slice(0, 10)}: the built server, one process on the embedded database with the demo content, LOG_LEVEL=info and its log written to a file; wrk with ${CONNECTIONS} connections and 2 threads, ${SECONDS} s per read after a 2 s warm-up, ${ROUNDS} rounds alternating the two settings (means of the rounds). Node ${process.version}, a 2-core machine shared with other work: load average (1, 5, 15 min) ${loadBefore} at the start and ${loadAverage()} at the end. Log written: ${MODES.map((mode) => `${mode.name} ${(logBytes.get(mode.name)! / 1e6).toFixed(1)} MB`).join(', ')}.`,
  '',
  '| read | off: CPU µs per request | on: CPU µs per request | CPU cost of logging | off: req/s | on: req/s |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows,
  '',
].join('\n');
writeFileSync('bench/results/logging.md', report);
console.log(report);
