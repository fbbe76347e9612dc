import { lazy, Suspense, useState } from 'react';
import type { Locale } from '#contracts/i18n/locales.ts';
import { useLocale } from '#web/i18n/locale.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { useHref } from 'react-router';
import { browserLocale, savedLocale } from './language-choice.ts';

// The offer itself, its words in the reader's language, is fetched only for a reader it is for.
const LanguageOffer = lazy(async () => ({
  default: (await import('./language-offer.tsx')).LanguageOffer,
}));

/**
 * Offers a reader on a page without a language prefix the same page in the language they
 * prefer (their account's, else their saved choice, else their browser's), when it is another:
 * a banner, never a redirect, so every reader, crawler and cache gets the address it asked for
 * (decision 034). Decided after hydration: the server's page is the same for everyone.
 */
export function LanguageBanner() {
  const pageLocale = useLocale();
  const prefixed = useHref('/') !== '/';
  const accountLocale = useAppStore((state) => state.currentUser?.locale ?? null);
  const isHydrated = useHydrated();
  const [isDismissed, setDismissed] = useState(false);
  if (!isHydrated || prefixed || isDismissed) return null;
  const offered: Locale | null = accountLocale ?? savedLocale() ?? browserLocale();
  if (!offered || offered === pageLocale) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer locale={offered} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
