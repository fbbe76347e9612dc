import { endpointsOf } from './endpoint.ts';

const { POST } = endpointsOf(() => import('./uploads.ts'));

/** Multipart (field `image`): the web sends it with XMLHttpRequest for its progress events. */
export const image = POST('/api/upload', (s) => ({
  responses: { 201: s.uploadResponseSchema },
}));
