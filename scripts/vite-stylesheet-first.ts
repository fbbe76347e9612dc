import type { Plugin } from 'vite';

/**
 * The built `index.html` with its stylesheet first, so the browser asks for it before any
 * script (Vite writes it after the entry's script and preloads).
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'hearth:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
        if (!stylesheet) return html;
        return html
          .replace(stylesheet, '')
          .replace(/(<meta name="viewport"[^>]*>)/, `$1${stylesheet}`);
      },
    },
  };
}
