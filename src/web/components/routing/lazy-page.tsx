import { use, type ComponentType, type ReactPromise } from 'react';

/**
 * A page whose code is a chunk of its own, loaded the first time the page draws or `load` is
 * called. Once loaded, its promise says so the way React's `use` reads without waiting
 * (`status` and `value`), so a page loaded before the first render (as the browser does for the
 * page the server drew) draws at once: no loading state, nothing for hydration to tell apart.
 * A failed load is tried again the next time.
 */
export function lazyPage(importPage: () => Promise<ComponentType>) {
  let loading: ReactPromise<ComponentType> | undefined;
  const load = (): ReactPromise<ComponentType> => {
    if (loading) return loading;
    const promise: Promise<ComponentType> = importPage().then(
      (Page) => {
        Object.assign(promise, { status: 'fulfilled', value: Page });
        return Page;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = promise;
    return promise;
  };

  function LazyPage() {
    const Page = use(load());
    return <Page />;
  }
  return { Component: LazyPage, load };
}
