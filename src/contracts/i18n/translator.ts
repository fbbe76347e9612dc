import { setupI18n, type I18n } from '@lingui/core';
import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE, type Catalog, type Locale } from './locales.ts';

/** An amount of money in a currency's major unit (ISO 4217 code), shown in the reader's locale. */
export interface MoneyValue {
  amount: number;
  currency: string;
}

/**
 * A placeholder's value: a point in time or an amount of money is shown in the reader's locale,
 * a message translated.
 */
export type MessageValue = string | number | Date | MoneyValue | MessageDescriptor;
export type MessageValues = Record<string, MessageValue>;

/** A catalog message and the values of its placeholders. */
export interface MessageDescriptor {
  id: string;
  values?: MessageValues;
}

/** A point in time as messages show it: medium date and short time, in UTC. */
const formatInstant = (locale: Locale, instant: Date) =>
  instant.toLocaleString(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

const formatMoneyIn = (locale: Locale, { amount, currency }: MoneyValue) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
    style: 'currency',
    currency,
  }).format(amount);

export interface Translator {
  /** The message `id` in `locale`, its placeholders filled with `values`. */
  translate: (locale: Locale, descriptor: MessageDescriptor) => string;
  /**
   * Which English message of the catalog `text` is, with the values of its placeholders; only
   * among the messages whose id `among` accepts, when given.
   */
  recognize: (text: string, among?: (id: string) => boolean) => MessageDescriptor | null;
}

/**
 * Compiles every catalog (a message that does not parse throws here, at start-up) and answers
 * messages in any shipped locale with Lingui's runtime, one instance a locale so that requests
 * in different languages never share an active locale.
 */
export function createTranslator(catalogs: Record<Locale, Catalog>): Translator {
  const instances = new Map<Locale, I18n>();
  for (const locale of LOCALES) {
    const compiled = Object.fromEntries(
      Object.entries(catalogs[locale]).map(([id, text]) => [id, compileMessageOrThrow(text)]),
    );
    instances.set(locale, setupI18n({ locale, messages: { [locale]: compiled } }));
  }
  const translate = (locale: Locale, { id, values = {} }: MessageDescriptor): string => {
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        value instanceof Date
          ? formatInstant(locale, value)
          : typeof value !== 'object'
            ? value
            : 'currency' in value
              ? formatMoneyIn(locale, value)
              : translate(locale, value),
      ]),
    );
    return instances.get(locale)!._(id, shown);
  };
  return { recognize: recognizerOf(catalogs[SOURCE_LOCALE]), translate };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a capture group of a message's pattern gives when it matched. */
type Capture =
  | { kind: 'text' | 'number'; name: string }
  | { kind: 'choice'; name: string; value: string | number };

/**
 * A message's text as a pattern: placeholders capture what stands in their place, and a plural
 * or select tries each of its branches (a branch that matched names its key, `#` its number).
 */
function patternOf(tokens: CompiledMessage, captures: Capture[], pluralOf?: string): string {
  return tokens
    .map((token: CompiledMessageToken) => {
      if (typeof token === 'string') {
        if (token === '#' && pluralOf) {
          captures.push({ kind: 'number', name: pluralOf });
          return '(\\d[\\d,.]*)';
        }
        return escapeRegExp(token);
      }
      const [name, type, format] = token;
      if (type === 'plural' || type === 'select' || type === 'selectordinal') {
        const { offset: _offset, ...branches } = format as Record<string, CompiledMessage>;
        return `(?:${Object.entries(branches)
          .map(([key, branch]) => {
            const value = type !== 'select' && /^\d+$/.test(key) ? Number(key) : key;
            captures.push({ kind: 'choice', name, value });
            return `(${patternOf(branch, captures, type === 'select' ? pluralOf : name)})`;
          })
          .join('|')})`;
      }
      captures.push({ kind: type === 'number' ? 'number' : 'text', name });
      return type === 'number' ? '(\\d[\\d,.]*)' : '(.+?)';
    })
    .join('');
}

/**
 * Recognizes English text as a catalog message: exactly, for a message without placeholders,
 * else by the pattern of a message with some (the one with the most fixed text first).
 */
function recognizerOf(english: Catalog) {
  const exact = new Map<string, string[]>();
  const patterns: { id: string; pattern: RegExp; captures: Capture[]; fixed: number }[] = [];
  for (const [id, text] of Object.entries(english)) {
    const compiled = compileMessageOrThrow(text);
    if (compiled.every((token) => typeof token === 'string')) {
      const plain = compiled.join('');
      exact.set(plain, [...(exact.get(plain) ?? []), id]);
      continue;
    }
    const captures: Capture[] = [];
    const pattern = new RegExp(`^${patternOf(compiled, captures)}$`, 's');
    patterns.push({ id, pattern, captures, fixed: text.replace(/\{[^{}]*\}/g, '').length });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);

  return (text: string, among: (id: string) => boolean = () => true): MessageDescriptor | null => {
    const id = exact.get(text)?.find(among);
    if (id) return { id };
    for (const { id, pattern, captures } of patterns) {
      if (!among(id)) continue;
      const match = pattern.exec(text);
      if (!match) continue;
      const values: MessageValues = {};
      captures.forEach((capture, index) => {
        const matched = match[index + 1];
        if (matched === undefined) return;
        if (capture.kind === 'choice') values[capture.name] ??= capture.value;
        else if (capture.kind === 'number')
          values[capture.name] = Number(matched.replace(/,/g, ''));
        else values[capture.name] = matched;
      });
      return { id, values };
    }
    return null;
  };
}
