import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '#contracts/common.ts';
import * as uploads from '#contracts/uploads.endpoints.ts';
import { UPLOAD_TOO_LARGE } from '#contracts/uploads.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { uploadImage } from './upload-image.ts';

/** The bytes of the request's one file; 400 without one, 413 above the multipart size limit. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Please select an image');
  const file = await request.file();
  if (!file) throw badRequest('Please select an image');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, UPLOAD_TOO_LARGE);
    }
    throw error;
  }
}

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['uploads']);
  // Here only: its hooks (files cleaned up after each request) run on the upload route alone.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  await route(uploads.image, {
    errors: [413],
    summary: 'Upload an image (multipart, at most 2 MB and 40 megapixels); answers its URL',
    consumes: ['multipart/form-data'],
    preHandler: [app.uploadAddressLimit, app.userLimits.upload],
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      const bytes = await uploadedBytes(request);
      return reply.code(201).send(await uploadImage(app.services, viewer, bytes));
    },
  });
};
