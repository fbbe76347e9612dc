import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT, DELETE } = endpointsOf(
  () => import('./users.ts'),
  () => import('./sessions.ts'),
);

export const search = GET('/api/user/search', (s) => ({
  query: s.userSearchQuerySchema,
  responses: { 200: s.userSearchResponseSchema },
}));

export const byUsername = GET('/api/user/username/:username', (s) => ({
  params: s.usernameParamsSchema,
  responses: { 200: s.userResponseSchema },
}));

export const byId = GET('/api/user/:id', (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.userResponseSchema },
}));

export const followers = GET('/api/user/:id/followers', (s) => ({
  params: s.userIdParamsSchema,
  query: s.followListQuerySchema,
  responses: { 200: s.followListResponseSchema },
}));

export const following = GET('/api/user/:id/following', (s) => ({
  params: s.userIdParamsSchema,
  query: s.followListQuerySchema,
  responses: { 200: s.followListResponseSchema },
}));

export const follow = PUT('/api/user/follow/:id', (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.followResponseSchema },
}));

export const unfollow = PUT('/api/user/unfollow/:id', (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.followResponseSchema },
}));

export const update = PUT('/api/user/update/:id', (s) => ({
  params: s.userIdParamsSchema,
  body: s.updateUserSchema,
  responses: { 200: s.updateUserResponseSchema },
}));

export const remove = DELETE('/api/user/delete/:id', (s) => ({
  params: s.userIdParamsSchema,
  body: s.proofBodySchema,
  responses: { 200: s.messageResponseSchema },
}));

export const resendVerification = POST('/api/user/:id/resend-verification', (s) => ({
  params: s.userIdParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const exportData = GET('/api/user/export', (s) => ({
  responses: { 200: s.accountExportSchema },
}));

export const list = GET('/api/user/getusers', (s) => ({
  query: s.getUsersQuerySchema,
  responses: { 200: s.usersPageResponseSchema },
}));

export const updateRole = PUT('/api/user/update-role', (s) => ({
  body: s.updateRoleSchema,
  responses: { 200: s.privateUserSchema },
}));

export const ban = POST('/api/user/ban', (s) => ({
  body: s.banSchema,
  responses: { 200: s.privateUserSchema },
}));

export const unban = POST('/api/user/unban/:userId', (s) => ({
  params: s.unbanParamsSchema,
  responses: { 200: s.privateUserSchema },
}));
