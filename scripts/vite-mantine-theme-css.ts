import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/web/theme.ts';

const MODULE_ID = 'virtual:mantine-theme.css';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The `<style>` elements Mantine's provider draws for the app's theme (its CSS variables and the
 * `hidden-from`/`visible-from` classes), drawn once by Mantine itself at build time.
 */
function themeStyles(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver }),
  );
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n');
}

/**
 * `virtual:mantine-theme.css`: the theme's styles as a stylesheet, so the app's provider draws
 * none (`withCssVariables` and `withGlobalClasses` off). Drawn by the provider, they were worked
 * out again as every page hydrated, a task of its own on a phone, and took 3 KB of every page.
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'hearth:mantine-theme-css',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    // Vite restarts when a file the config imports changes, theme.ts among them.
    load: (id) => (id === RESOLVED_ID ? themeStyles() : undefined),
  };
}
