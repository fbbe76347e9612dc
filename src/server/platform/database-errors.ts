interface PostgresError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/** The error and its causes: the driver's error sits under the ORM's. */
function* causeChain(error: unknown): Generator<PostgresError> {
  for (let current = error as PostgresError | undefined; current;) {
    yield current;
    current = current.cause as PostgresError | undefined;
  }
}

/** The constraint a unique violation (23505) broke, or null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (const current of causeChain(error)) {
    if (current.code === '23505') return current.constraint ?? current.constraint_name ?? '';
  }
  return null;
}

/**
 * A data exception (SQLSTATE class 22): the database refused a value itself, such as a NUL
 * byte in text, whatever the contracts let through. It is the request's fault, not the server's.
 */
export function isDataException(error: unknown): boolean {
  for (const current of causeChain(error)) {
    if (typeof current.code === 'string' && current.code.startsWith('22')) return true;
  }
  return false;
}
