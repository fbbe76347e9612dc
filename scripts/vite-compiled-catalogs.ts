import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const WEB_CATALOG = /\/src\/web\/i18n\/catalogs\/[^/]+\/[^/]+\.json$/;

/**
 * The web's message catalogs compiled as they are imported: each ICU message becomes Lingui's
 * compiled form, so the browser formats it without a parser, and a message that does not parse
 * stops the build. The result is still JSON, which Vite's own JSON plugin turns into a module.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'hearth:compiled-catalogs',
    enforce: 'pre',
    transform(source, id) {
      if (!WEB_CATALOG.test(id)) return null;
      const catalog = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([messageId, text]) => [
          messageId,
          compileMessageOrThrow(text),
        ]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
