import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { UPLOAD_TOO_LARGE } from '#contracts/uploads.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { processImageInTurn } from './image-queue.ts';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/upload',
    {
      preHandler: [app.rateLimit({ max: 60, timeWindow: '15 minutes' }), app.userLimits.upload],
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart, at most 2 MB and 40 megapixels); answers its URL',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ url: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      if (!request.isMultipart()) throw badRequest('Please select an image');
      const file = await request.file();
      if (!file) throw badRequest('Please select an image');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, UPLOAD_TOO_LARGE);
        }
        throw error;
      }
      const image = await processImageInTurn(bytes);
      const key = `${viewer.id.slice(0, 8)}/${randomUUID()}.${image.extension}`;
      const url = await app.storage.put(key, image.bytes, image.contentType);
      return reply.code(201).send({ url });
    },
  );
};
