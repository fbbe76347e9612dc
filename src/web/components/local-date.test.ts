import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// A reader far east of UTC: 23:30 UTC on Nov 22 is already Nov 23 there.
process.env.TZ = 'Pacific/Kiritimati';
const { LocalDate } = await import('./local-date.tsx');
const { RelativeDate } = await import('./relative-date.tsx');
const { LocaleContext } = await import('#web/i18n/locale.tsx');
const { formatsFor } = await import('#web/lib/format.ts');

const lateEvening = '2026-11-22T23:30:00.000Z';

describe('a date on a server-rendered page', () => {
  it('is written in UTC by the server, whatever zone the server machine is in', () => {
    expect(formatsFor('en').date(lateEvening)).toBe('Nov 23, 2026');
    expect(renderToString(createElement(LocalDate, { value: lateEvening }))).toBe(
      `<time dateTime="${lateEvening}">Nov 22, 2026</time>`,
    );
  });

  it('is written in the page’s language, in UTC, by the server and the hydrating browser', () => {
    const inLocale = (locale: 'ar' | 'es' | 'fr' | 'sw', type = LocalDate) =>
      renderToString(
        createElement(
          LocaleContext,
          { value: locale },
          createElement(type, { value: lateEvening }),
        ),
      );
    expect(inLocale('ar')).toBe(`<time dateTime="${lateEvening}">22 نوفمبر 2026</time>`);
    expect(inLocale('es')).toBe(`<time dateTime="${lateEvening}">22 nov 2026</time>`);
    expect(inLocale('fr')).toBe(`<time dateTime="${lateEvening}">22 nov. 2026</time>`);
    expect(inLocale('sw')).toBe(`<time dateTime="${lateEvening}">22 Nov 2026</time>`);
    // A relative time waits for the browser's clock: first the same UTC date.
    expect(inLocale('ar', RelativeDate)).toBe(
      `<time dateTime="${lateEvening}">22 نوفمبر 2026</time>`,
    );
  });
});
