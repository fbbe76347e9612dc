import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#contracts/common.ts';
import { idSchema, pageQuerySchema, text } from '#contracts/common.ts';
import {
  getStoriesQuerySchema,
  STORIES_PAGE_SIZE,
  STORY_MESSAGES,
  storyInputSchema,
  storySchema,
  userStoriesQuerySchema,
  type Story,
} from '#contracts/stories.ts';
import { stories } from '../../db/schema.ts';
import { requireAdmin, type Viewer } from '../../platform/auth.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { COUNTRY_NAMES, canonicalCountryName } from '../../platform/countries.ts';
import { badRequest, forbidden, notFound, commonErrorResponses } from '../../platform/errors.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import { viewCount } from '../../platform/view-counts.ts';
import { createViewLedger } from '../../platform/view-ledger.ts';
import {
  countriesWithStories,
  findStory,
  listPendingStories,
  listStories,
  listUserStories,
} from './list-stories.ts';
import { createStory, deleteStory, updateStory } from './save-story.ts';
import {
  canCreateStories,
  canManageStory,
  canReadStory,
  statusAfterSave,
} from './stories.policy.ts';

const errors = commonErrorResponses;
const ONLY_ADMINS_REVIEW = 'Only admins can review narratives';
const listResponse = z.object({
  stories: z.array(storySchema),
  totalStories: z.number().int(),
  lastMonthStories: z.number().int(),
});

const storyRef = (story: Story) => ({
  id: story._id,
  userId: story.userId,
  title: story.title,
});

const countryOrFail = (name: string) => {
  const country = canonicalCountryName(name);
  if (!country) throw badRequest(STORY_MESSAGES.unknownCountry);
  return country;
};

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = createViewLedger();
  const identify = clientIdentifier(app);

  /** A narrative the viewer may open; others' unpublished ones do not exist for them. */
  async function readableStory(condition: SQL, viewer: Viewer | null) {
    const story = await findStory(app.db, condition);
    if (!story || !canReadStory(viewer, { userId: story.userId, status: story.status })) {
      throw notFound('Story not found');
    }
    return story;
  }

  app.get(
    '/api/story/get',
    {
      schema: {
        tags: ['stories'],
        summary: 'Approved narratives, filtered and paged (admins may ask for any status)',
        description:
          'Default page size 9; a larger limit than 100 is answered with 100. `status` (all | pending | approved | rejected) is honoured for admins only; everyone else gets approved narratives.',
        querystring: getStoriesQuerySchema,
        response: { 200: listResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.optionalViewer();
      const status = viewer?.isAdmin && request.query.status ? request.query.status : 'approved';
      const country = request.query.country
        ? (canonicalCountryName(request.query.country) ?? request.query.country)
        : undefined;
      return listStories(app.db, { ...request.query, country }, status);
    },
  );

  app.get(
    '/api/story/countries',
    {
      schema: {
        tags: ['stories'],
        summary: 'Countries that approved narratives name (the list filter), and every country',
        response: {
          200: z.object({ countries: z.array(z.string()), allCountries: z.array(z.string()) }),
        },
      },
    },
    async () => ({
      countries: await countriesWithStories(app.db),
      allCountries: [...COUNTRY_NAMES],
    }),
  );

  app.get(
    '/api/story/get/:storyId',
    {
      schema: {
        tags: ['stories'],
        summary: 'A narrative by id (unpublished ones only for their author and admins)',
        params: z.object({ storyId: idSchema }),
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) =>
      readableStory(eq(stories.id, request.params.storyId), await request.optionalViewer()),
  );

  app.get(
    '/api/story/getbyslug/:slug',
    {
      schema: {
        tags: ['stories'],
        summary: 'A narrative by slug (unpublished ones only for their author and admins)',
        params: z.object({ slug: text().min(1).max(200) }),
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) =>
      readableStory(eq(stories.slug, request.params.slug), await request.optionalViewer()),
  );

  app.put(
    '/api/story/view/:storyId',
    {
      schema: {
        tags: ['stories'],
        summary: 'Count a view of a published narrative, once per visitor in 6 hours',
        params: z.object({ storyId: idSchema }),
        response: { 200: z.object({ views: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { storyId } = request.params;
      const viewed = await views.view(
        await identify(request),
        storyId,
        viewCount(app.db, stories, and(eq(stories.id, storyId), eq(stories.status, 'approved'))!),
      );
      if (!viewed) throw notFound('Story not found');
      return viewed;
    },
  );

  app.post(
    '/api/story/create',
    {
      schema: {
        tags: ['stories'],
        summary: "Share a narrative (publishers and admins); a publisher's waits for review",
        body: storyInputSchema,
        response: { 201: storySchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      if (!canCreateStories(viewer)) {
        throw forbidden('Only publishers and admins can share narratives');
      }
      const country = countryOrFail(request.body.country);
      const id = await createStory(
        app.db,
        viewer.id,
        request.body,
        country,
        statusAfterSave(viewer),
      );
      return reply.code(201).send((await findStory(app.db, eq(stories.id, id)))!);
    },
  );

  app.put(
    '/api/story/update/:storyId',
    {
      schema: {
        tags: ['stories'],
        summary:
          "Change a narrative (its author or an admin); a publisher's edit is reviewed again",
        params: z.object({ storyId: idSchema }),
        body: storyInputSchema,
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const story = await findStory(app.db, eq(stories.id, request.params.storyId));
      if (!story) throw notFound('Story not found');
      if (!canManageStory(viewer, { userId: story.userId })) {
        throw forbidden('You can only update your own narratives');
      }
      const country = countryOrFail(request.body.country);
      await updateStory(
        app.db,
        storyRef(story),
        request.body,
        country,
        statusAfterSave(viewer),
        viewer,
      );
      return (await findStory(app.db, eq(stories.id, story._id)))!;
    },
  );

  app.delete(
    '/api/story/delete/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'Delete a narrative (its author or an admin)',
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const story = await findStory(app.db, eq(stories.id, request.params.id));
      if (!story) throw notFound('Story not found');
      if (!canManageStory(viewer, { userId: story.userId })) {
        throw forbidden('You can only delete your own narratives');
      }
      await deleteStory(app.db, storyRef(story), viewer);
      return { success: true, message: 'The narrative has been deleted' };
    },
  );

  app.get(
    '/api/story/user/:userId',
    {
      schema: {
        tags: ['stories'],
        summary: "An author's own narratives in any status (the author or an admin)",
        params: z.object({ userId: idSchema }),
        querystring: userStoriesQuerySchema,
        response: {
          200: z.object({ stories: z.array(storySchema), totalStories: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      if (!canManageStory(viewer, { userId: request.params.userId })) {
        throw forbidden('You can only list your own narratives');
      }
      return listUserStories(app.db, request.params.userId, request.query);
    },
  );

  app.get(
    '/api/story/pending',
    {
      schema: {
        tags: ['stories'],
        summary: 'Narratives waiting for review, oldest first (admins)',
        querystring: pageQuerySchema(STORIES_PAGE_SIZE),
        response: {
          200: z.object({
            stories: z.array(storySchema),
            totalPendingStories: z.number().int(),
            message: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      await requireAdmin(request, ONLY_ADMINS_REVIEW);
      const result = await listPendingStories(app.db, request.query);
      const message =
        result.totalPendingStories === 0
          ? 'All stories have been reviewed'
          : `${result.totalPendingStories} narrative(s) waiting for review`;
      return { ...result, message };
    },
  );

  app.put(
    '/api/story/status/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'Approve or reject a narrative (admins)',
        params: z.object({ id: idSchema }),
        body: z.object({
          status: z.enum(['approved', 'rejected'], {
            message: 'status must be approved or rejected',
          }),
        }),
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request, ONLY_ADMINS_REVIEW);
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(stories)
          .set({ status: request.body.status, updatedAt: sql`${stories.updatedAt}` })
          .where(eq(stories.id, request.params.id))
          .returning({ id: stories.id, title: stories.title });
        if (row) {
          const action = request.body.status === 'approved' ? 'story.approve' : 'story.reject';
          await logModeration(
            tx,
            viewer,
            action,
            { type: 'story', id: row.id },
            { title: row.title },
          );
        }
        return row;
      });
      if (!updated) throw notFound('Story not found');
      return (await findStory(app.db, eq(stories.id, updated.id)))!;
    },
  );

  app.get(
    '/api/story/counts',
    {
      schema: {
        tags: ['stories'],
        summary: 'How many narratives wait for review (admins)',
        response: { 200: z.object({ pendingStories: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ONLY_ADMINS_REVIEW);
      return { pendingStories: await app.db.$count(stories, eq(stories.status, 'pending')) };
    },
  );
};
