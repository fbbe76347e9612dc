import { isSecretParameter } from '#contracts/tokens.ts';

const REDACTED = '[redacted]';

/** A route's segment: a fixed word (lowercased), or a parameter and whether it is a secret. */
type Segment = { word: string } | { secret: boolean };

interface SecretPattern {
  segments: Segment[];
  /** The index of the first segment that carries a secret. */
  firstSecret: number;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function parse(pattern: string): SecretPattern | null {
  const segments = segmentsOf(pattern).map((segment): Segment => {
    if (!segment.includes(':') && !segment.includes('*')) return { word: segment.toLowerCase() };
    const name = /^:(\w+)/.exec(segment)?.[1];
    return { secret: name !== undefined && isSecretParameter(name) };
  });
  const firstSecret = segments.findIndex((segment) => 'secret' in segment && segment.secret);
  return firstSecret === -1 ? null : { segments, firstSecret };
}

/** Whether the path is at the pattern's address up to its first secret, which it carries. */
function matches(path: string[], { segments, firstSecret }: SecretPattern) {
  if (path.length <= firstSecret) return false;
  return segments
    .slice(0, firstSecret)
    .every((segment, index) => !('word' in segment) || segment.word === decoded(path[index]!));
}

/**
 * Paths as logs may show them: a path at the address of a route or page whose parameters carry
 * secrets (a reset or verification token, a checkout session) has them and whatever follows
 * replaced, however it is spelled (case, escapes, doubled or trailing slashes). Every route the
 * app registers is added (`app.ts`), so a new mailed link's route is covered by its name alone.
 */
export function pathRedaction(patterns: Iterable<string> = []) {
  const secretPatterns: SecretPattern[] = [];
  const known = new Set<string>();
  const add = (pattern: string) => {
    if (known.has(pattern)) return;
    known.add(pattern);
    const parsed = parse(pattern);
    if (parsed) secretPatterns.push(parsed);
  };
  for (const pattern of patterns) add(pattern);

  return {
    add,
    redact(path: string): string {
      if (secretPatterns.length === 0) return path;
      const segments = segmentsOf(path);
      const pattern = secretPatterns.find((candidate) => matches(segments, candidate));
      if (!pattern) return path;
      const shown = segments.map((segment, index) => {
        if (index < pattern.firstSecret) return segment;
        const expected = pattern.segments[index];
        return expected && 'word' in expected && expected.word === decoded(segment)
          ? segment
          : REDACTED;
      });
      return `/${shown.join('/')}`;
    },
  };
}

export type PathRedaction = ReturnType<typeof pathRedaction>;
