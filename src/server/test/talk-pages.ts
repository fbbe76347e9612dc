import type { RenderPage } from '#contracts/server-render.ts';
import type { WebRenderer } from '../platform/server-render.ts';

/** A page of a post's comments (`/talk/:postId`), drawn from the API as the web's renderer draws its pages. */
const renderTalk: RenderPage = async (path, { fetch }) => {
  const match = /^\/talk\/([^/?]+)/.exec(path);
  if (!match) return { kind: 'shell' };
  const response = await fetch(`/api/comment/getPostComments/${match[1]}`);
  const comments = (await response.json()) as { content: string }[];
  const items = comments.map((comment) => `<li>${comment.content}</li>`).join('');
  return {
    kind: 'page',
    status: 200,
    head: '',
    body: `<ul>${items}</ul>`,
    state: '{}',
    modules: [],
  };
};

/** A web renderer of talk pages alone: every other address is the shell. */
export const talkPages: WebRenderer = {
  template: '<html><head><title>Hearth</title></head><body><div id="root"></div></body></html>',
  renderPage: renderTalk,
  pageAddress: (path) => path,
};
