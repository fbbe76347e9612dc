import { lazy, Suspense } from 'react';

// The language menu and banner are out of the first load (the home
// page's budget): the server draws the menu, plain links that work before the app starts. The
// header's menu brings the banner with it.
const LanguageMenu = lazy(() => import('./language-menu.tsx'));

export const DeferredLanguageMenu = ({ placement }: { placement: 'header' | 'footer' }) => (
  <Suspense>
    <LanguageMenu placement={placement} />
  </Suspense>
);
