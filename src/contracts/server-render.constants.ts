/**
 * The `<meta>` naming a server-rendered page's chunks, which the web's entry (`main.tsx`) asks
 * for with the app once the page is painted.
 */
export const PAGE_CHUNKS_META = 'hearth-page-chunks';
