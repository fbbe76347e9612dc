import { endpoint } from './endpoint.ts';

const schemas = () => import('./uploads.ts');

/** Multipart (field `image`): the web sends it with XMLHttpRequest for its progress events. */
export const image = endpoint('POST', '/api/upload', schemas, (s) => ({
  responses: { 201: s.uploadResponseSchema },
}));
