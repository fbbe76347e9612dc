import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

/** A statement the app sent, with its parameters, and the request that sent it. */
export interface Statement {
  text: string;
  params: unknown[];
  url?: string;
}

export interface PlannedStatement extends Statement {
  plan: PlanNode;
}

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`, as far as the checks read it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface PlanProblem {
  url?: string;
  table: string;
  problem: string;
  statement: string;
}

/** The tables that grow with a community: reading one whole is slow on a large set. */
export const LARGE_TABLES = new Set([
  'users',
  'posts',
  'comments',
  'comment_likes',
  'stories',
  'donation_cases',
  'donation_transactions',
  'donation_ledger_entries',
  'reports',
]);

type Client = { query: (...args: unknown[]) => Promise<unknown> };

const clientOf = (db: Database) => (db as unknown as { $client: Client }).$client;

/** The statements `db` is sent outside transactions while `action` runs. */
export async function recordStatements(db: Database, action: () => Promise<void>) {
  const client = clientOf(db);
  const query = client.query;
  const statements: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, params] = args as [string | { text: string }, unknown[] | undefined];
    statements.push({ text: typeof first === 'string' ? first : first.text, params: params ?? [] });
    return query.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = query;
  }
  return statements;
}

const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);

/**
 * The plans of the reads among `statements`, run (`ANALYZE`) inside a transaction that is rolled
 * back, with sequential scans made the planner's last resort: on a small fixture it would otherwise
 * rightly prefer them, and they are what a large set cannot afford.
 * `withoutIndex` drops that index in the same transaction first (the check's own negative case).
 */
export async function explainStatements(
  db: Database,
  statements: Statement[],
  { withoutIndex }: { withoutIndex?: string } = {},
): Promise<PlannedStatement[]> {
  const setup = [
    'set local enable_seqscan = off',
    ...(withoutIndex ? [`drop index ${withoutIndex}`] : []),
  ];
  const plan = async (run: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>) => {
    const planned: PlannedStatement[] = [];
    for (const statement of statements.filter(({ text }) => isRead(text))) {
      const { rows } = await run(
        `explain (analyze, format json) ${statement.text}`,
        statement.params,
      );
      const row = rows[0] as Record<string, unknown>;
      const json = row['QUERY PLAN'];
      const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
      planned.push({ ...statement, plan: parsed[0]!.Plan });
    }
    return planned;
  };

  const client = clientOf(db);
  if ('transaction' in client && 'exec' in client) {
    let planned: PlannedStatement[] = [];
    await (client as unknown as PGlite).transaction(async (tx) => {
      for (const statement of setup) await tx.exec(statement);
      planned = await plan((text, params) => tx.query(text, params));
      await tx.rollback();
    });
    return planned;
  }
  const connection = await (client as unknown as pg.Pool).connect();
  try {
    await connection.query('begin');
    for (const statement of setup) await connection.query(statement);
    return await plan((text, params) => connection.query(text, params));
  } finally {
    await connection.query('rollback');
    connection.release();
  }
}

/** How many rows of a large table a read may throw away after reading them. */
const FILTERED_ROWS_ALLOWED = 100;
/** How many rows of a large table a read may sort itself (a post's comments, say). */
const SORTED_ROWS_ALLOWED = 50;

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

const largeTableUnder = (node: PlanNode) =>
  [...nodes(node)].find(
    (child) => child['Relation Name'] && LARGE_TABLES.has(child['Relation Name']),
  )?.['Relation Name'];

/**
 * What in `planned` would read a large table in full: a sequential scan, a sort of many of its
 * rows (no index gives the order), or a scan that filters most of what it reads away.
 */
export function planProblems(planned: PlannedStatement[]): PlanProblem[] {
  const problems: PlanProblem[] = [];
  for (const { plan, text, url } of planned) {
    const report = (table: string, problem: string) =>
      problems.push({ url, table, problem, statement: text });
    for (const node of nodes(plan)) {
      const table = node['Relation Name'];
      const loops = node['Actual Loops'] ?? 1;
      if (table && LARGE_TABLES.has(table)) {
        if (node['Node Type'] === 'Seq Scan') report(table, 'sequential scan');
        const removed = (node['Rows Removed by Filter'] ?? 0) * loops;
        if (removed > FILTERED_ROWS_ALLOWED)
          report(table, `${removed} rows read and filtered away (${node['Index Name'] ?? ''})`);
      }
      if (node['Node Type'] === 'Sort') {
        // What went into the sort: a top-N sort answers only its limit.
        const input = node.Plans?.[0];
        const sorted = (input?.['Actual Rows'] ?? 0) * (input?.['Actual Loops'] ?? 1);
        const under = largeTableUnder(node);
        if (under && sorted > SORTED_ROWS_ALLOWED) report(under, `a sort of ${sorted} rows`);
      }
    }
  }
  return problems;
}
