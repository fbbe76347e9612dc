/**
 * The entities of the spec, field by field, as section 3 of each spec document lists them
 * (`shared/spec/public-and-author-side.md` and `shared/spec/dashboard-and-operations.md`), with
 * the type each field has in JSON. Written from the spec alone; `spec-contract.test.ts` checks
 * every response that carries an entity against it.
 *
 * Where Hearth withholds a field for safety, the rule says from whom and why (`readers`), or
 * that it is never sent (`neverSent`); the check then asserts it is absent.
 */

export type FieldType = 'string' | 'number' | 'boolean' | 'date-string' | 'array' | 'object';

/** Who may read a withheld field. */
export type Readers = 'owner-or-admin' | 'admin' | 'signed-in-owner';

export interface FieldRule {
  type: FieldType;
  nullable?: boolean;
  /** The fields of an object. */
  fields?: Shape;
  /** The rule of each element of an array. */
  items?: FieldRule;
  /** Sent to these readers only, for the reason given. */
  readers?: { who: Readers; reason: string };
  /** Never sent, for the reason given. */
  neverSent?: string;
}

export type Shape = Record<string, FieldRule>;

const string: FieldRule = { type: 'string' };
const number: FieldRule = { type: 'number' };
const boolean: FieldRule = { type: 'boolean' };
const date: FieldRule = { type: 'date-string' };
const array = (items?: FieldRule): FieldRule => ({ type: 'array', items });
const object = (fields: Shape = {}): FieldRule => ({ type: 'object', fields });
const nullable = (rule: FieldRule): FieldRule => ({ ...rule, nullable: true });
const ids = array(string);
const readBy = (who: Readers, reason: string, rule: FieldRule): FieldRule => ({
  ...rule,
  readers: { who, reason },
});

const PRIVATE_ACCOUNT_FIELD =
  'personal data: the account itself and admins read it, other people do not';
const DONOR_DETAIL = 'donor e-mails and messages reach admins only';

/** The spec's User, the same in both documents. */
const user: Shape = {
  _id: string,
  username: string,
  email: readBy('owner-or-admin', PRIVATE_ACCOUNT_FIELD, string),
  password: {
    type: 'string',
    neverSent: 'only an argon2 hash is stored, and it never leaves the server',
  },
  dateOfBirth: readBy('owner-or-admin', PRIVATE_ACCOUNT_FIELD, nullable(date)),
  profilePicture: string,
  isAdmin: boolean,
  isPublisher: boolean,
  verified: boolean,
  followers: ids,
  following: ids,
  createdAt: date,
  isBanned: readBy('owner-or-admin', PRIVATE_ACCOUNT_FIELD, boolean),
  banReason: readBy('owner-or-admin', PRIVATE_ACCOUNT_FIELD, nullable(string)),
  banExpiresAt: readBy('owner-or-admin', PRIVATE_ACCOUNT_FIELD, nullable(date)),
  token: readBy('signed-in-owner', 'the bearer token belongs to the current user only', string),
};

/** Section 3 of public-and-author-side.md. */
export const PUBLIC_SIDE = {
  Post: {
    _id: string,
    slug: string,
    title: string,
    image: string,
    category: string,
    content: string,
    views: number,
    createdAt: date,
    updatedAt: date,
    userId: object({ _id: string, username: string, profilePicture: string }),
  },
  Comment: {
    _id: string,
    content: string,
    postId: object({ _id: string, title: string, slug: string }),
    userId: object({ _id: string, username: string, profilePicture: string }),
    likes: ids,
    numberOfLikes: number,
    createdAt: date,
    /** Set for replies. */
    parentId: nullable(string),
    replies: array(object()),
  },
  Narrative: {
    _id: string,
    slug: string,
    title: string,
    body: string,
    country: string,
    category: string,
    contactPlatform: string,
    contactUsername: string,
    image: string,
    status: string,
    views: number,
    createdAt: date,
    userId: string,
  },
  DonationCase: {
    _id: string,
    title: string,
    description: string,
    image: string,
    /** Optional: null when the case has no goal. */
    goalAmount: nullable(number),
    raisedAmount: number,
    amountOptions: array(number),
    active: boolean,
    createdAt: date,
  },
  DonationTransaction: {
    donationCaseId: string,
    amount: number,
    donorName: string,
    donorEmail: readBy('admin', DONOR_DETAIL, nullable(string)),
    message: readBy('admin', DONOR_DETAIL, nullable(string)),
    status: string,
    createdAt: date,
  },
  /** As submitted: a request body, which `spec-client.test.ts` sends. */
  Report: { targetId: string, targetType: string, reason: string },
  User: user,
} satisfies Record<string, Shape>;

/** Section 3 of dashboard-and-operations.md. */
export const DASHBOARD = {
  User: user,
  Post: {
    _id: string,
    slug: string,
    title: string,
    content: string,
    image: string,
    category: string,
    views: number,
    createdAt: date,
    updatedAt: date,
    /** "May be an object with username in the admin view." */
    userId: object({ username: string }),
  },
  Narrative: {
    _id: string,
    slug: string,
    title: string,
    category: string,
    country: string,
    views: number,
    status: string,
    createdAt: date,
    image: string,
    userId: string,
  },
  /** "postId ... or unresolved", "userId ... or unresolved": null once deleted. */
  Comment: {
    _id: string,
    content: string,
    numberOfLikes: number,
    updatedAt: date,
    postId: nullable(object({ slug: string, title: string })),
    userId: nullable(object({ username: string, profilePicture: string })),
  },
  PublisherRequest: {
    _id: string,
    userId: object({ username: string, email: string, profilePicture: string }),
    reason: string,
    createdAt: date,
    status: string,
  },
  Report: {
    _id: string,
    status: string,
    createdAt: date,
    reason: string,
    targetType: string,
    /** Null once the reported content has been deleted. */
    targetContent: nullable(object()),
    userId: object({ username: string }),
    /** "May be missing." */
    contentOwner: nullable(object({ username: string })),
  },
  ReportedPost: { title: string, slug: string },
  ReportedComment: {
    content: string,
    parentId: nullable(string),
    isReply: boolean,
    postId: object({ slug: string }),
  },
  /** The list response of reports. */
  ReportList: { totalReports: number, totalPages: number, currentPage: number },
  Notification: {
    _id: string,
    type: string,
    title: string,
    message: string,
    read: boolean,
    createdAt: date,
    postSlug: nullable(string),
    donationId: nullable(string),
    /** Null when no account caused it (a donation) or that account is gone. */
    triggeredBy: nullable(object({ username: string })),
  },
  Counters: { totalRequests: number, totalReports: number, pendingStories: number },
} satisfies Record<string, Shape>;

/** How the reader of a response stands to the entity, which decides the withheld fields. */
export interface Reader {
  isOwner?: boolean;
  isAdmin?: boolean;
  /** The response is the signed-in user's own session (sign-in, refresh, own update). */
  isSession?: boolean;
}

function mayRead(readers: Readers, reader: Reader) {
  if (readers === 'admin') return Boolean(reader.isAdmin);
  if (readers === 'owner-or-admin') return Boolean(reader.isOwner || reader.isAdmin);
  return Boolean(reader.isSession);
}

function typeProblem(value: unknown, rule: FieldRule): string | null {
  if (value === null) return rule.nullable ? null : 'is null';
  const actual = Array.isArray(value) ? 'array' : typeof value;
  if (rule.type === 'date-string') {
    return typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? null
      : `is ${JSON.stringify(value)}, not a date string`;
  }
  return actual === rule.type ? null : `is ${actual}, not ${rule.type}`;
}

/** Every way `value` differs from the spec's `shape`, as readable lines (none when it matches). */
export function shapeProblems(value: unknown, shape: Shape, reader: Reader, path = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${path || 'the value'} is not an object`];
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(shape)) {
    const at = `${path}.${name}`;
    const isPresent = name in record;
    if (rule.neverSent || (rule.readers && !mayRead(rule.readers.who, reader))) {
      if (isPresent) problems.push(`${at} is sent, but must not be`);
      continue;
    }
    if (!isPresent) {
      problems.push(`${at} is missing`);
      continue;
    }
    const problem = typeProblem(record[name], rule);
    if (problem) {
      problems.push(`${at} ${problem}`);
    } else if (rule.fields && record[name] !== null) {
      problems.push(...shapeProblems(record[name], rule.fields, {}, at));
    } else if (rule.items && Array.isArray(record[name])) {
      (record[name] as unknown[]).forEach((item, index) => {
        const itemProblem = typeProblem(item, rule.items!);
        if (itemProblem) problems.push(`${at}[${index}] ${itemProblem}`);
      });
    }
  }
  return problems;
}
