import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./users.ts')),
  ...(await import('./sessions.ts')),
  ...(await import('./common.ts')),
});

export const search = endpoint('GET', '/api/user/search', schemas, (s) => ({
  query: s.userSearchQuerySchema,
  responses: { 200: s.userSearchResponseSchema },
}));

export const byUsername = endpoint('GET', '/api/user/username/:username', schemas, (s) => ({
  params: s.usernameParamsSchema,
  responses: { 200: s.userResponseSchema },
}));

export const byId = endpoint('GET', '/api/user/:id', schemas, (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.userResponseSchema },
}));

export const followers = endpoint('GET', '/api/user/:id/followers', schemas, (s) => ({
  params: s.userIdParamsSchema,
  query: s.followListQuerySchema,
  responses: { 200: s.followListResponseSchema },
}));

export const following = endpoint('GET', '/api/user/:id/following', schemas, (s) => ({
  params: s.userIdParamsSchema,
  query: s.followListQuerySchema,
  responses: { 200: s.followListResponseSchema },
}));

export const follow = endpoint('PUT', '/api/user/follow/:id', schemas, (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.followResponseSchema },
}));

export const unfollow = endpoint('PUT', '/api/user/unfollow/:id', schemas, (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.followResponseSchema },
}));

export const update = endpoint('PUT', '/api/user/update/:id', schemas, (s) => ({
  params: s.userIdParamsSchema,
  body: s.updateUserSchema,
  responses: { 200: s.updateUserResponseSchema },
}));

export const remove = endpoint('DELETE', '/api/user/delete/:id', schemas, (s) => ({
  params: s.userIdParamsSchema,
  body: s.proofBodySchema,
  responses: { 200: s.messageResponseSchema },
}));

export const resendVerification = endpoint(
  'POST',
  '/api/user/:id/resend-verification',
  schemas,
  (s) => ({
    params: s.userIdParamsSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

export const exportData = endpoint('GET', '/api/user/export', schemas, (s) => ({
  responses: { 200: s.accountExportSchema },
}));

export const list = endpoint('GET', '/api/user/getusers', schemas, (s) => ({
  query: s.getUsersQuerySchema,
  responses: { 200: s.usersPageResponseSchema },
}));

export const updateRole = endpoint('PUT', '/api/user/update-role', schemas, (s) => ({
  body: s.updateRoleSchema,
  responses: { 200: s.privateUserSchema },
}));

export const ban = endpoint('POST', '/api/user/ban', schemas, (s) => ({
  body: s.banSchema,
  responses: { 200: s.privateUserSchema },
}));

export const unban = endpoint('POST', '/api/user/unban/:userId', schemas, (s) => ({
  params: s.unbanParamsSchema,
  responses: { 200: s.privateUserSchema },
}));
