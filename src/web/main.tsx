import './mantine-styles.css';
import 'virtual:mantine-theme.css';
import './global.css';
import './right-to-left.css';
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

/**
 * Evaluates modules with no stack recorded for the errors they create. React's DOM renderer
 * creates its sentinel errors as it is evaluated. Where DevTools or Lighthouse has the inspector
 * on, recording the first error's stack makes V8 parse the renderer's whole module again for its
 * source positions: 30 ms or more of main thread on a fast machine, four times that on a phone. Without a
 * stack limit, V8 records no stack, and the sentinels, which React throws and catches itself,
 * never need one.
 */
async function withoutErrorStacks(evaluate: () => Promise<unknown>) {
  // V8's own property, which the DOM's types do not describe.
  const v8Error = Error as ErrorConstructor & { stackTraceLimit?: number };
  const limit = v8Error.stackTraceLimit;
  delete v8Error.stackTraceLimit;
  try {
    await evaluate();
  } finally {
    v8Error.stackTraceLimit = limit;
  }
}

void afterFirstPaint().then(async () => {
  preloadPageChunks();
  const app = import('./start.tsx');
  // The libraries' modules are a part of the app's, ready first: they run in a task of their own.
  await withoutErrorStacks(async () => void (await import('./libraries.ts')).libraries);
  return app;
});
