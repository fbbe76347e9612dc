import { createElement as h, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MainNavLinks } from '#web/components/main-nav-links.tsx';
import type { Locale } from '#contracts/i18n/locales.ts';
import { LocaleContext } from './locale.tsx';
import { i18nFor, isNamespaceLoaded, loadNamespace } from './messages.ts';

const navIn = (locale: Locale) =>
  h(
    MemoryRouter,
    null,
    h(LocaleContext, { value: locale }, h(MainNavLinks, { orientation: 'horizontal' })),
  );

describe("the web's messages", () => {
  it('draw a part in the language of its page, from that language alone', async () => {
    await loadNamespace('es', 'shell');
    expect(isNamespaceLoaded('es', 'shell')).toBe(true);
    expect(isNamespaceLoaded('fr', 'shell')).toBe(false);
    const html = renderToStaticMarkup(navIn('es'));
    expect(html).toContain('>Inicio<');
    expect(html).toContain('>Relatos<');
    expect(html).not.toContain('Narratives');
  });

  it('load a namespace the first time a part draws it, the server waiting for it', async () => {
    expect(isNamespaceLoaded('ar', 'shell')).toBe(false);
    const { prelude } = await prerenderToNodeStream(
      h(Suspense, { fallback: 'loading' }, navIn('ar')),
    );
    const html = await text(prelude);
    expect(html).toContain('>القصص<');
    expect(html).not.toContain('loading');
  });

  it('fill placeholders with the values given', async () => {
    await loadNamespace('fr', 'shell');
    expect(i18nFor('fr')._('shell.footer.copyright', { year: 2026 })).toBe('© 2026 Hearth.');
  });
});
