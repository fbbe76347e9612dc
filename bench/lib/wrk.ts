import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx or 3xx, plus socket errors and timeouts. */
  failures: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(text: string) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`Unreadable wrk latency "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** Reads the figures of wrk's `--latency` report. */
export function parseWrkReport(report: string): WrkResult {
  const requests = /Requests\/sec:\s+([\d.]+)/.exec(report);
  const p50 = /^\s+50%\s+(\S+)/m.exec(report);
  const p99 = /^\s+99%\s+(\S+)/m.exec(report);
  if (!requests || !p99) throw new Error(`Unreadable wrk report:\n${report}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(report)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Math.round(Number(requests[1])),
    p50Ms: p50 ? latencyMs(p50[1]!) : Number.NaN,
    p99Ms: latencyMs(p99[1]!),
    failures: non2xx + errors,
  };
}

/** Runs Debian's wrk against `url`: `connections` kept open for `seconds`, two threads. */
export async function wrk(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await run('wrk', [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...headerArgs,
    url,
  ]);
  return parseWrkReport(stdout);
}
