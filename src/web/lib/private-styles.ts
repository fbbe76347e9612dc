import privateStylesheet from '../private-styles.css?url';

let linked: Promise<void> | undefined;

/**
 * Links the private pages' stylesheet (`private-styles.css`) once, and resolves when the browser
 * has it, so a private page never draws before its styles. Public pages never ask for it.
 */
export function loadPrivateStyles(): Promise<void> {
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
