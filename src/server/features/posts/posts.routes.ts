import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as posts from '#contracts/posts.endpoints.ts';
import type { Post } from '#contracts/posts.ts';
import { cacheTags, listTags } from '../../cache-invalidation.ts';
import type { Viewer } from '../../platform/auth.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { createViewLedger } from '../../platform/view-ledger.ts';
import { countPostView } from './count-post-view.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { findPost, type PostToDecide } from './find-post.ts';
import { listPostRevisions } from './list-post-revisions.ts';
import { listPosts, mostReadPosts } from './list-posts.ts';
import { morePostsToRead } from './more-posts-to-read.ts';
import { withPostCan } from './post-presenter.ts';
import {
  authorizePostCreate,
  authorizePostDelete,
  authorizePostUpdate,
  authorizeRevisionsRead,
} from './posts.policy.ts';
import { restorePostRevision } from './restore-post-revision.ts';
import { updatePost } from './update-post.ts';

/** The posts a list shows, with what to read after them when it names one post. */
const shownPosts = (posts: Post[]) =>
  posts.flatMap((post) => [post, ...(post.related ?? []), ...(post.moreFromAuthor ?? [])]);

const postListTags = ({ posts }: { posts: Post[] }) =>
  listTags(
    cacheTags.posts,
    shownPosts(posts).flatMap((post) => (post.userId ? [post.userId._id] : [])),
  );

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['posts']);
  const { services } = app;
  const views = createViewLedger();
  const identify = clientIdentifier(app);

  /** The post `postId` names, once `authorize` lets the viewer at it. */
  async function postFor<V extends Viewer | null>(
    viewer: V,
    postId: string,
    authorize: (viewer: V, post: PostToDecide) => void,
  ) {
    const post = await findPost(services, postId);
    authorize(viewer, post);
    return post;
  }

  await route(posts.list, {
    summary: 'Posts by id, slug, author, category or search term, paged by startIndex',
    description: `Default page size 9; a larger limit than 100 (the profile list asks 1000) is answered with 100. sort: views | desc (newest) | asc. With searchTerm, posts whose title matches come first. Published posts only, unless status is draft, scheduled or all: then the caller's own posts of that status (everyone's for an admin; none for a visitor). A slug the post had before finds the post at its new slug. A published post asked by slug or postId carries related (its category's published posts closest to its text) and moreFromAuthor (its author's other latest), at most 4 each.`,
    handler: async (request, reply) => {
      const viewer = await request.optionalViewer();
      const forViewer = <List extends { posts: Post[] }>(list: List) => ({
        ...list,
        posts: list.posts.map((post) => withPostCan(post, viewer)),
      });
      if (request.query.status !== 'published')
        return forViewer(await listPosts(services, request.query, viewer));
      return reply.publicRead(
        {
          tags: postListTags,
          showsViews: true,
          variesByViewer: true,
          forViewer: viewer && forViewer,
        },
        async () => {
          const list = await listPosts(services, request.query);
          const [post] = list.posts;
          // The post page's read: what to read after the post comes with it.
          if (list.posts.length !== 1 || !post || !(request.query.slug || request.query.postId))
            return list;
          return { ...list, posts: [{ ...post, ...(await morePostsToRead(services, post)) }] };
        },
      );
    },
  });

  await route(posts.mostRead, {
    summary: 'The most viewed posts',
    handler: async (request, reply) => {
      const viewer = await request.optionalViewer();
      return reply.publicRead(
        {
          tags: postListTags,
          showsViews: true,
          variesByViewer: true,
          forViewer:
            viewer &&
            ((list: { posts: Post[] }) => ({
              posts: list.posts.map((post) => withPostCan(post, viewer)),
            })),
        },
        async () => ({ posts: await mostReadPosts(services, request.query.limit) }),
      );
    },
  });

  await route(posts.create, {
    errors: [409],
    summary: 'Publish, schedule or save as draft a post (publishers and admins)',
    description:
      'status: published (default) | scheduled (with publishAt, ISO 8601, in the future) | draft (title and content may be empty). The HTML is sanitized; slug, when sent, is made a slug (409 when another post has it).',
    handler: async (request, reply) => {
      const viewer = await request.optionalViewer();
      authorizePostCreate(viewer);
      return reply
        .code(201)
        .send(withPostCan(await createPost(services, viewer, request.body), viewer));
    },
  });

  await route(posts.update, {
    errors: [409],
    summary: 'Change a post (its author or an admin); the slug changes only when sent',
    description:
      'status publishes (now), schedules (publishAt) or takes back to draft. A draft or scheduled post of someone else answers 404. A former slug of a published post leads to it from then on.',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const post = await postFor(viewer, request.params.postId, authorizePostUpdate);
      return withPostCan(await updatePost(services, viewer, post, request.body), viewer);
    },
  });

  await route(posts.remove, {
    summary: 'Delete a post with its comments (its author or an admin)',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const post = await postFor(viewer, request.params.postId, authorizePostDelete);
      await deletePost(services, viewer, post);
      return { success: true, message: 'The post has been deleted' };
    },
  });

  await route(posts.revisions, {
    summary: "A post's revisions, newest first (its author and admins; 404 for others)",
    handler: async (request) => {
      const post = await postFor(
        await request.optionalViewer(),
        request.params.postId,
        authorizeRevisionsRead,
      );
      return { revisions: await listPostRevisions(services, post.id) };
    },
  });

  await route(posts.restoreRevision, {
    summary: 'Put a revision back on the post, kept as a new revision (author and admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const post = await postFor(viewer, request.params.postId, authorizeRevisionsRead);
      return withPostCan(
        await restorePostRevision(services, viewer, post, request.params.revisionId),
        viewer,
      );
    },
  });

  await route(posts.view, {
    summary: 'Count a view of the post, once per visitor in 6 hours (the post page calls it)',
    handler: async (request) =>
      countPostView(services, views, await identify(request), request.params.postId),
  });
};
