import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  messageResponseSchema,
  pageQuerySchema,
  text,
  viewCountResponseSchema,
} from '#contracts/common.ts';
import {
  getStoriesQuerySchema,
  pendingStoriesResponseSchema,
  reviewStoryBodySchema,
  storiesResponseSchema,
  STORIES_PAGE_SIZE,
  storyCountriesResponseSchema,
  storyCountsResponseSchema,
  storyInputSchema,
  storySchema,
  storyUpdateSchema,
  type Story,
  userStoriesQuerySchema,
  userStoriesResponseSchema,
} from '#contracts/stories.ts';
import { cacheTags, listTags } from '../../cache-invalidation.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { COUNTRY_NAMES } from '../../platform/countries.ts';
import { commonErrorResponses } from '../../platform/errors.ts';
import { unshared, type PublicReadOptions } from '../../platform/public-read.ts';
import { createViewLedger } from '../../platform/view-ledger.ts';
import { countStoryView } from './count-story-view.ts';
import { deleteStory } from './delete-story.ts';
import {
  countPendingStories,
  countriesWithStories,
  findStory,
  listPendingStories,
  listStories,
  listUserStories,
} from './list-stories.ts';
import { reviewStory } from './review-story.ts';
import {
  authorizeStoryCreate,
  authorizeStoryDelete,
  authorizeStoryRead,
  authorizeStoryReview,
  authorizeStoryUpdate,
  authorizeUserStoriesList,
  listedStoryStatus,
} from './stories.policy.ts';
import { toPendingStories, withStoryCan } from './story-presenter.ts';
import { submitStory } from './submit-story.ts';
import { updateStory } from './update-story.ts';

const errors = commonErrorResponses;
/** A narrative shows its author and its donation case's progress. */
const linkedCaseTags = (story: Story) =>
  story.donationCase ? [cacheTags.case(story.donationCase._id)] : [];
const storyTags = (story: Story) => [
  cacheTags.story(story._id),
  cacheTags.user(story.userId),
  ...linkedCaseTags(story),
];

/** A narrative's read: visitors share it; a signed-in reader's carries what they `can` do. */
async function storyReadOptions(request: FastifyRequest): Promise<PublicReadOptions<Story>> {
  const viewer = await request.optionalViewer();
  return {
    tags: storyTags,
    showsViews: true,
    variesByViewer: true,
    forViewer: viewer && ((story) => withStoryCan(story, viewer)),
  };
}

/** A published narrative is everyone's; any other only its author's and admins', unshared. */
async function publishedOrOwn(request: FastifyRequest, story: Story) {
  if (story.status === 'approved') return story;
  authorizeStoryRead(await request.optionalViewer(), story);
  return unshared(story);
}

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const views = createViewLedger();
  const identify = clientIdentifier(app);

  app.get(
    '/api/story/get',
    {
      schema: {
        tags: ['stories'],
        summary: 'Approved narratives, filtered and paged (admins may ask for any status)',
        description:
          "Default page size 9; a larger limit than 100 is answered with 100. `status` (all | pending | approved | rejected) is honoured for admins only; everyone else gets approved narratives. `userId` keeps one author's.",
        querystring: getStoriesQuerySchema,
        response: { 200: storiesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.optionalViewer();
      const status = listedStoryStatus(viewer, request.query.status);
      const forViewer = <List extends { stories: Story[] }>(list: List) => ({
        ...list,
        stories: list.stories.map((story) => withStoryCan(story, viewer)),
      });
      // Only an admin's lists of other statuses are theirs alone.
      if (status !== 'approved')
        return forViewer(await listStories(services, request.query, status));
      return reply.publicRead(
        {
          variesByViewer: true,
          forViewer: viewer && forViewer,
          key: { ...request.query, status },
          tags: ({ stories }) => [
            ...listTags(
              cacheTags.stories,
              stories.map((story) => story.userId),
            ),
            ...stories.flatMap(linkedCaseTags),
          ],
          showsViews: true,
        },
        () => listStories(services, request.query, status),
      );
    },
  );

  app.get(
    '/api/story/countries',
    {
      schema: {
        tags: ['stories'],
        summary: 'Countries that approved narratives name (the list filter), and every country',
        response: { 200: storyCountriesResponseSchema },
      },
    },
    async (_request, reply) =>
      reply.publicRead({ tags: () => [cacheTags.stories] }, async () => ({
        countries: await countriesWithStories(services),
        allCountries: [...COUNTRY_NAMES],
      })),
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
    async (request, reply) =>
      reply.publicRead(await storyReadOptions(request), async () =>
        publishedOrOwn(request, await findStory(services, { id: request.params.storyId })),
      ),
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
    async (request, reply) =>
      reply.publicRead(await storyReadOptions(request), async () =>
        publishedOrOwn(request, await findStory(services, { slug: request.params.slug })),
      ),
  );

  app.put(
    '/api/story/view/:storyId',
    {
      schema: {
        tags: ['stories'],
        summary: 'Count a view of a published narrative, once per visitor in 6 hours',
        params: z.object({ storyId: idSchema }),
        response: { 200: viewCountResponseSchema, ...errors },
      },
    },
    async (request) =>
      countStoryView(services, views, await identify(request), request.params.storyId),
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
      authorizeStoryCreate(viewer);
      return reply
        .code(201)
        .send(withStoryCan(await submitStory(services, viewer, request.body), viewer));
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
        body: storyUpdateSchema,
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const story = await findStory(services, { id: request.params.storyId });
      authorizeStoryUpdate(viewer, story);
      const updated = await updateStory(
        services,
        viewer,
        { id: story._id, userId: story.userId },
        request.body,
      );
      return withStoryCan(updated, viewer);
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
      const story = await findStory(services, { id: request.params.id });
      authorizeStoryDelete(viewer, story);
      await deleteStory(services, viewer, {
        id: story._id,
        userId: story.userId,
        title: story.title,
      });
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
        response: { 200: userStoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeUserStoriesList(viewer, request.params.userId);
      const list = await listUserStories(services, request.params.userId, request.query);
      return { ...list, stories: list.stories.map((story) => withStoryCan(story, viewer)) };
    },
  );

  app.get(
    '/api/story/pending',
    {
      schema: {
        tags: ['stories'],
        summary: 'Narratives waiting for review, oldest first (admins)',
        querystring: pageQuerySchema(STORIES_PAGE_SIZE),
        response: { 200: pendingStoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeStoryReview(viewer);
      const list = toPendingStories(await listPendingStories(services, request.query));
      return { ...list, stories: list.stories.map((story) => withStoryCan(story, viewer)) };
    },
  );

  app.put(
    '/api/story/status/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'Approve or reject a narrative (admins), a rejection with an optional reason',
        params: z.object({ id: idSchema }),
        body: reviewStoryBodySchema,
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      authorizeStoryReview(viewer);
      return withStoryCan(
        await reviewStory(services, viewer, request.params.id, request.body),
        viewer,
      );
    },
  );

  app.get(
    '/api/story/counts',
    {
      schema: {
        tags: ['stories'],
        summary: 'How many narratives wait for review (admins)',
        response: { 200: storyCountsResponseSchema, ...errors },
      },
    },
    async (request) => {
      authorizeStoryReview(await request.requireViewer());
      return { pendingStories: await countPendingStories(services) };
    },
  );
};
