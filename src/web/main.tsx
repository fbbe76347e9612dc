import './mantine-styles.css';
import './global.css';
import { PAGE_CHUNKS_META } from '#contracts/server-render.constants.ts';

/**
 * The page the server drew is painted before any of the app's code is fetched or run: scripts
 * fetched earlier compete with the stylesheet and the lead image for a phone's bandwidth, and
 * hydrating first would hold the paint for as long as it takes. A page opened in the background
 * paints nothing, so it does not wait.
 */
function afterFirstPaint() {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The page's own chunks, which the server names, asked for together with the app's. */
function preloadPageChunks() {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`);
  for (const href of names?.content.split(' ').filter(Boolean) ?? []) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    );
  }
}

void afterFirstPaint().then(async () => {
  preloadPageChunks();
  const app = import('./start.tsx');
  // The libraries' modules are a part of the app's, ready first: they run in a task of their own.
  void (await import('./libraries.ts')).libraries;
  return app;
});
