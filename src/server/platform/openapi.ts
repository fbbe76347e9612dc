import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ID_LIST_CAP } from '#contracts/common.ts';

const API_DESCRIPTION = `Community publishing platform. The entities and calls are the spec's; Hearth's additions sit beside the spec's fields, never instead of them.

- Errors answer \`{ success: false, statusCode, message }\`.
- Lists take \`startIndex\` and \`limit\`; a \`limit\` above a list's maximum is answered with the maximum, never refused. A \`limit\` that is not a whole number of at least 1 is a 400.
- A JSON request with an empty body is read as \`{}\`.
- Id lists of people (a comment's \`likes\`, a user's \`followers\` and \`following\`) hold at most ${ID_LIST_CAP} ids, the caller's own always among them where it belongs; the exact figures are \`numberOfLikes\`, \`followersCount\` and \`followingCount\`.
- A user's e-mail, birth date and ban details reach the user and admins only; a password never leaves the server; \`token\` comes with the signed-in user's own record.
- Live events (Socket.IO at \`/socket.io\`, authenticated with the session token; a handshake whose \`Origin\` is another site's is refused): \`new-notification\` (a notification), \`notification-read\` and \`notification-deleted\` (\`{ notificationId, unreadCount }\`), \`all-notifications-read\` (\`{ unreadCount }\`), \`unread-count-update\` (\`{ unreadCount, notification, notificationId }\`), \`token_expired\`, \`account_banned\` (\`{ message }\`).`;

/** The OpenAPI description, generated from the contract schemas of the routes, at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hearth API',
        version: '1.0.0',
        description: API_DESCRIPTION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
