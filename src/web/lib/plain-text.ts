import { createContext, use } from 'react';
import { htmlToText } from './post-text.ts';

/**
 * How components read the text of stored HTML: the browser's parser on the client, the
 * server's own (`RenderOptions.plainText`) in the server renderer, where there is no DOM.
 */
export const PlainTextContext = createContext<(html: string) => string>(htmlToText);

export const usePlainText = () => use(PlainTextContext);
