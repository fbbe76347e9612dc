import { hydrateRoot } from 'react-dom/client';
import { Router } from 'react-router';

/**
 * React's DOM renderer and the router, which the entry has evaluated before the app's own
 * modules: evaluated together with the app they held a phone's main thread for one long task,
 * and apart they are two shorter ones with the browser free between them.
 */
export const libraries = [hydrateRoot, Router];
