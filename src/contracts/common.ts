import { z } from 'zod';
import {
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_ALT_TOO_LONG,
  MAX_PAGE_LIMIT,
  MORE_TO_READ,
} from './common.constants.ts';
import { canonicalLanguageTag, INVALID_LANGUAGE } from './i18n/locales.ts';

export * from './common.constants.ts';
export * from './cover.constants.ts';

const COVER_FOCUS_INVALID = 'coverFocus must be { x, y }, each a percentage from 0 to 100';

/** Every error the API answers has this shape. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  message: z.string(),
  /** A machine-readable reason, where a client acts on it (`reauthentication_required`, `second_factor_required`). */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idSchema = z.uuid({ message: 'Invalid id' });
/** The `:id` of a path naming one record. */
export const idParamsSchema = z.object({ id: idSchema });

/**
 * Characters no text input may carry: C0 and C1 control characters (NUL among them, which
 * PostgreSQL refuses to store), DEL, and lone UTF-16 surrogates (which no encoding can store).
 */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
/** The same, except tab, line feed and carriage return: text that may run over several lines. */
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** The field an issue is about: the last name in its path (`title`, `donorEmail`, ...). */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  return name ?? 'The text';
}

const refusing = (forbidden: RegExp, params: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !forbidden.test(value), {
    error: (issue) => `${fieldName(issue.path)} contains characters that are not allowed`,
  });

/**
 * The string of every request field a person or client fills in on one line (names, e-mails,
 * passwords, search terms, ids sent as text, headers): any control character is refused with a
 * 400 naming the field. `params` are `z.string`'s (the message for a missing or non-string value).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  refusing(SINGLE_LINE_FORBIDDEN, params);

/** Like `text`, for comments, descriptions, reasons and HTML bodies: tabs and line breaks pass. */
export const multilineText = (params?: Parameters<typeof z.string>[0]) =>
  refusing(MULTI_LINE_FORBIDDEN, params);

/** A cover as answers carry it: the image, what it shows, and where its crops centre. */
export const coverFields = {
  image: z.string(),
  /** What the cover shows; empty when it has no description (the title is beside it). */
  imageAlt: z.string(),
  /** The focal point, in percent across and down: every crop of the cover keeps it in view. */
  coverFocus: z.object({ x: z.number(), y: z.number() }),
};

/**
 * A search result's passages around the matches, as plain-text segments (`match`: a matched
 * word, which the web marks): no HTML, so a writer's text can never become markup.
 */
export const searchSnippetSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type SearchSnippet = z.infer<typeof searchSnippetSchema>;

/**
 * What a post's or narrative's page offers after it (`MORE_TO_READ` each at most): the author's
 * other latest items of the same kind, and items of its category closest to its text. Only on
 * the answer that names one public item.
 */
export const moreToReadFields = <Item extends z.ZodType>(item: Item) => ({
  related: z.array(item).max(MORE_TO_READ).optional(),
  moreFromAuthor: z.array(item).max(MORE_TO_READ).optional(),
});

const focusPercent = z
  .number({ error: COVER_FOCUS_INVALID })
  .min(0, COVER_FOCUS_INVALID)
  .max(100, COVER_FOCUS_INVALID)
  .transform(Math.round);

/**
 * A cover's focal point as a request sends it: `{ x, y }`, each a percentage from 0 to 100
 * (kept to the whole percent).
 */
export const coverFocusField = () =>
  z.object({ x: focusPercent, y: focusPercent }, { error: COVER_FOCUS_INVALID });

/**
 * A field a person may leave out or blank, trimmed and at most `max` characters (`tooLong`);
 * left out or blank, it is `blank`. `optionalText` is on one line, `optionalMultilineText` may
 * run over several.
 */
const optionalOf =
  (line: typeof text) =>
  <const Blank>(max: number, tooLong: string, blank: Blank) =>
    line()
      .trim()
      .max(max, tooLong)
      .optional()
      .transform((value) => value || blank);
export const optionalText = optionalOf(text);
export const optionalMultilineText = optionalOf(multilineText);

/**
 * A field a person must fill in, trimmed: `required` when left out, blank or shorter than `min`,
 * and at most `max` characters (`tooLong`, else zod's own message). `requiredText` is on one
 * line, `requiredMultilineText` may run over several.
 */
const requiredOf =
  (line: typeof text) =>
  (max: number, required: string, tooLong?: string, min = 1) =>
    line({ message: required }).trim().min(min, required).max(max, tooLong);
export const requiredText = requiredOf(text);
export const requiredMultilineText = requiredOf(multilineText);

/** A cover image's description (`alt`); empty for a cover the title already describes. */
export const imageAltField = () => text().trim().max(IMAGE_ALT_MAX_LENGTH, IMAGE_ALT_TOO_LONG);

/**
 * The language a post or narrative is written in: a BCP 47 tag (`es-MX`), kept in its canonical
 * form; left out, the author's interface language, else English (the server decides).
 */
export const contentLanguageField = () =>
  text({ message: INVALID_LANGUAGE })
    .trim()
    .max(35, INVALID_LANGUAGE)
    .transform((value, context) => {
      const tag = canonicalLanguageTag(value);
      if (tag) return tag;
      context.addIssue({ code: 'custom', message: INVALID_LANGUAGE });
      return z.NEVER;
    });

/** `startIndex` of a list: how many items to skip. */
export const startIndexParam = z.coerce
  .number({ message: 'startIndex must be a number' })
  .int('startIndex must be a whole number')
  .min(0, 'startIndex must be at least 0')
  .max(1_000_000, 'startIndex must be at most 1000000')
  .default(0);

/** `limit` of a list: a whole number of at least 1; above `max` it is answered as `max`. */
export const limitParam = (defaultLimit: number, max = MAX_PAGE_LIMIT) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(defaultLimit)
    .transform((limit) => Math.min(limit, max))
    .describe(
      `Page size, ${defaultLimit} by default; a larger value than ${max} is taken as ${max}`,
    );

/** `startIndex` and `limit` as the spec's list calls send them. */
export const pageQuerySchema = (defaultLimit: number, max = MAX_PAGE_LIMIT) =>
  z.object({ startIndex: startIndexParam, limit: limitParam(defaultLimit, max) });

/** A spreadsheet download (`text/csv`). */
export const csvResponseSchema = z.string().describe('text/csv');

/** The answer of a write that has nothing more to say. */
export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A page of a list, under the list's own name, with its counts beside it (`totalPosts`, …), whole
 * numbers: `listResponseSchema('posts', postSchema, ['totalPosts'])`.
 */
export const listResponseSchema = <
  Name extends string,
  Item extends z.ZodType,
  const Count extends string = never,
>(
  name: Name,
  item: Item,
  counts: readonly Count[] = [],
) =>
  z.object({
    [name]: z.array(item),
    ...Object.fromEntries(counts.map((count) => [count, z.number().int()])),
  } as { [key in Name]: z.ZodArray<Item> } & { [key in Count]: z.ZodNumber });

/** An answer's `can`: what the signed-in reader may do with the item, one flag an action. */
export const canSchema = <const Action extends string>(...actions: Action[]) =>
  z.object(
    Object.fromEntries(actions.map((action) => [action, z.boolean()])) as {
      [key in Action]: z.ZodBoolean;
    },
  );

/** The answer of counting a view: the item's count after it. */
export const viewCountResponseSchema = z.object({ views: z.number().int() });
export type ViewCountResponse = z.infer<typeof viewCountResponseSchema>;
