import './mantine-styles.css';
import './global.css';

/**
 * The page the server drew is painted before the app's code runs: hydrating first would hold
 * the first paint for as long as it takes. A page opened in the background paints nothing, so
 * it does not wait.
 */
function afterFirstPaint() {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

void afterFirstPaint().then(() => import('./start.tsx'));
