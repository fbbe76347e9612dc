import privateStylesheet from '../private-styles.css?url';

let linked: Promise<void> | undefined;

/**
 * Links the private pages' stylesheet (`private-styles.css`) once, and resolves when the browser
 * has it, so a private page never draws before its styles. Public pages never ask for it. Where
 * there is no document (the server's renderer, which draws no private page), there is nothing to
 * link.
 */
export function loadPrivateStyles(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  linked ??= new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: privateStylesheet,
    });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      linked = undefined;
      reject(new Error(`Failed to fetch the stylesheet ${privateStylesheet}`));
    });
    document.head.append(link);
  });
  return linked;
}
