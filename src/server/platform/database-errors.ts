interface PostgresError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/** The constraint a unique violation (23505) broke, or null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error as PostgresError | undefined; current;) {
    if (current.code === '23505') return current.constraint ?? current.constraint_name ?? '';
    current = current.cause as PostgresError | undefined;
  }
  return null;
}
