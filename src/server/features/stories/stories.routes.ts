import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as stories from '#contracts/stories.endpoints.ts';
import type { Story } from '#contracts/stories.ts';
import { cacheTags, listTags } from '../../cache-invalidation.ts';
import type { Viewer } from '../../platform/auth.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { COUNTRY_NAMES } from '../../platform/countries.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import type { Services } from '../../platform/services.ts';
import { unshared, type PublicReadOptions } from '../../platform/public-read.ts';
import { createViewLedger } from '../../platform/view-ledger.ts';
import { countStoryView } from './count-story-view.ts';
import { moreNarrativesToRead } from './more-narratives-to-read.ts';
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

/** A narrative shows its author and its donation case's progress. */
const linkedCaseTags = (story: Story) =>
  story.donationCase ? [cacheTags.case(story.donationCase._id)] : [];
/** A narrative shows its author and case, and what to read after it (any narrative's change). */
const storyTags = (story: Story) => {
  const shown = [story, ...(story.related ?? []), ...(story.moreFromAuthor ?? [])];
  return [
    cacheTags.story(story._id),
    ...(story.related ? [cacheTags.stories] : []),
    ...new Set(shown.map((item) => cacheTags.user(item.userId))),
    ...shown.flatMap(linkedCaseTags),
  ];
};

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

const MORE_TO_READ_NOTE =
  "An approved narrative carries related (approved narratives of its category, closest to its text first) and moreFromAuthor (its author's other latest approved ones), at most 4 each.";

/**
 * A published narrative is everyone's, with what to read after it; any other only its author's
 * and admins', unshared.
 */
async function publishedOrOwn(
  services: Pick<Services, 'db'>,
  request: FastifyRequest,
  story: Story,
) {
  if (story.status === 'approved')
    return { ...story, ...(await moreNarrativesToRead(services, story)) };
  authorizeStoryRead(await request.optionalViewer(), story);
  return unshared(story);
}

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['stories']);
  const { services } = app;
  const views = createViewLedger();
  const identify = clientIdentifier(app);

  /** The narrative `id` names, once `authorize` lets the viewer change it. */
  async function storyFor(
    viewer: Viewer,
    id: string,
    authorize: (viewer: Viewer, story: Story) => void,
  ) {
    const story = await findStory(services, { id });
    authorize(viewer, story);
    return story;
  }

  await route(stories.list, {
    summary: 'Approved narratives, filtered and paged (admins may ask for any status)',
    description:
      "Default page size 9; a larger limit than 100 is answered with 100. `status` (all | pending | approved | rejected) is honoured for admins only; everyone else gets approved narratives. `userId` keeps one author's.",
    handler: async (request, reply) => {
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
  });

  await route(stories.countries, {
    summary: 'Countries that approved narratives name (the list filter), and every country',
    handler: async (_request, reply) =>
      reply.publicRead({ tags: () => [cacheTags.stories] }, async () => ({
        countries: await countriesWithStories(services),
        allCountries: [...COUNTRY_NAMES],
      })),
  });

  await route(stories.byId, {
    summary: 'A narrative by id (unpublished ones only for their author and admins)',
    description: MORE_TO_READ_NOTE,
    handler: async (request, reply) =>
      reply.publicRead(await storyReadOptions(request), async () =>
        publishedOrOwn(
          services,
          request,
          await findStory(services, { id: request.params.storyId }),
        ),
      ),
  });

  await route(stories.bySlug, {
    summary: 'A narrative by slug (unpublished ones only for their author and admins)',
    description: MORE_TO_READ_NOTE,
    handler: async (request, reply) =>
      reply.publicRead(await storyReadOptions(request), async () =>
        publishedOrOwn(services, request, await findStory(services, { slug: request.params.slug })),
      ),
  });

  await route(stories.view, {
    summary: 'Count a view of a published narrative, once per visitor in 6 hours',
    handler: async (request) =>
      countStoryView(services, views, await identify(request), request.params.storyId),
  });

  await route(stories.create, {
    summary: "Share a narrative (publishers and admins); a publisher's waits for review",
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeStoryCreate);
      return reply
        .code(201)
        .send(withStoryCan(await submitStory(services, viewer, request.body), viewer));
    },
  });

  await route(stories.update, {
    summary: "Change a narrative (its author or an admin); a publisher's edit is reviewed again",
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const story = await storyFor(viewer, request.params.storyId, authorizeStoryUpdate);
      const updated = await updateStory(
        services,
        viewer,
        { id: story._id, userId: story.userId },
        request.body,
      );
      return withStoryCan(updated, viewer);
    },
  });

  await route(stories.remove, {
    summary: 'Delete a narrative (its author or an admin)',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const story = await storyFor(viewer, request.params.id, authorizeStoryDelete);
      await deleteStory(services, viewer, {
        id: story._id,
        userId: story.userId,
        title: story.title,
      });
      return { success: true, message: 'The narrative has been deleted' };
    },
  });

  await route(stories.byAuthor, {
    summary: "An author's own narratives in any status (the author or an admin)",
    handler: async (request) => {
      authorizeUserStoriesList(await request.requireViewer(), request.params.userId);
      return listUserStories(services, request.params.userId, request.query);
      const viewer = await request.requireViewer();
      authorizeUserStoriesList(viewer, request.params.userId);
      const list = await listUserStories(services, request.params.userId, request.query);
      return { ...list, stories: list.stories.map((story) => withStoryCan(story, viewer)) };
    },
  });

  await route(stories.pending, {
    summary: 'Narratives waiting for review, oldest first (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizeStoryReview);
      return toPendingStories(await listPendingStories(services, request.query));
      const viewer = await request.requireViewer(authorizeStoryReview);
      const list = toPendingStories(await listPendingStories(services, request.query));
      return { ...list, stories: list.stories.map((story) => withStoryCan(story, viewer)) };
    },
  });

  await route(stories.review, {
    summary: 'Approve or reject a narrative (admins), a rejection with an optional reason',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeStoryReview);
      return withStoryCan(
        await reviewStory(services, viewer, request.params.id, request.body),
        viewer,
      );
    },
  });

  await route(stories.counts, {
    summary: 'How many narratives wait for review (admins)',
    handler: async (request) => {
      await request.requireViewer(authorizeStoryReview);
      return { pendingStories: await countPendingStories(services) };
    },
  });
};
