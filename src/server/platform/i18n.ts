import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import ar from '#contracts/i18n/catalogs/ar.json' with { type: 'json' };
import en from '#contracts/i18n/catalogs/en.json' with { type: 'json' };
import es from '#contracts/i18n/catalogs/es.json' with { type: 'json' };
import fr from '#contracts/i18n/catalogs/fr.json' with { type: 'json' };
import sw from '#contracts/i18n/catalogs/sw.json' with { type: 'json' };
import { LOCALES, SOURCE_LOCALE, isLocale, type Locale } from '#contracts/i18n/locales.ts';
import { createTranslator, type MessageDescriptor } from '#contracts/i18n/translator.ts';

/** Every shipped catalog, compiled at start-up: one that does not parse stops the server. */
export const translator = createTranslator({ en, es, fr, ar, sw });

/**
 * The shipped language a request's `Accept-Language` prefers, q-values and regional tags
 * (`es-MX` is Spanish) weighed; English when it sends none, only `*`, or only languages
 * Hearth does not speak, so clients that never ask are answered as they always were.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  if (!request.headers['accept-language']) return SOURCE_LOCALE;
  const preferred = new Negotiator(request).language([...LOCALES]);
  return isLocale(preferred) ? preferred : SOURCE_LOCALE;
}

/** The catalog's messages an API answer may carry: not the words of mails and notifications. */
export const isAnswerMessage = (id: string) => !/^(mail|notifications)\./.test(id);

/**
 * A message for people in the reader's language: `localized` when the caller says which catalog
 * message it is, else the catalog's English message the text is; text the catalog does not
 * know stays as it is.
 */
export function localizeMessage(
  locale: Locale,
  message: string,
  localized?: MessageDescriptor,
): string {
  if (locale === SOURCE_LOCALE) return message;
  const descriptor = localized ?? translator.recognize(message, isAnswerMessage);
  return descriptor ? translator.translate(locale, descriptor) : message;
}

/** Says that the answer depends on `Accept-Language`, and in which language it is. */
export function markLanguage(reply: FastifyReply, locale: Locale) {
  const vary = reply.getHeader('vary');
  if (
    !String(vary ?? '')
      .toLowerCase()
      .includes('accept-language')
  ) {
    reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
  }
  reply.header('content-language', locale);
}
