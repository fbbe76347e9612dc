import { beforeAll, describe, expect, it } from 'vitest';
import {
  headOf,
  rootOf,
  serverStateOf,
  sourceRenderer,
  structuredDataOf,
} from '../test/source-renderer.ts';
import { narrativeFields } from '../test/narrative-fields.ts';
import { testFileApp } from '../test/test-file-app.ts';

// Every public page rendered on the server as a visitor sees it: its content, its head, its
// data for the client, and nothing private.

const SITE = 'https://hearth.example.org';
const { actors, inject, as, created } = testFileApp(async () => ({
  environment: { PUBLIC_URL: SITE },
  build: { webRenderer: await sourceRenderer() },
}));

interface Created {
  _id: string;
  slug: string;
  title: string;
}
let artPost: Created;
let healthPost: Created;
let approved: Created;
let pending: Created;
let rejected: Created;
let donationCase: Created;

const narrative = (title: string, body: string) =>
  narrativeFields({ title, body: `<p>${body}</p>` });

async function review(story: Created, status: 'approved' | 'rejected') {
  const response = await as(actors.admin, {
    method: 'PUT',
    url: `/api/story/status/${story._id}`,
    payload: { status },
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  artPost = await created(actors.publisher, '/api/post/create', {
    title: 'Murals of the old quarter',
    content: '<p>Painted walls tell the story of the street.</p>',
    category: 'art',
    image: '/uploads/murals.jpg',
  });
  healthPost = await created(actors.publisher, '/api/post/create', {
    title: 'Stretching after long walks',
    content: '<p>Five minutes of stretching keep the knees happy.</p>',
    category: 'health',
  });
  await as(actors.user, {
    method: 'POST',
    url: '/api/comment/create',
    payload: { postId: artPost._id, content: 'The blue mural is my favourite.' },
  });
  approved = await created(
    actors.publisher,
    '/api/story/create',
    narrative('A roof before the rains', 'Our family needs help repairing the roof.'),
  );
  await review(approved, 'approved');
  pending = await created(
    actors.publisher,
    '/api/story/create',
    narrative('Secret pending plea', 'Pending body text that must stay private.'),
  );
  rejected = await created(
    actors.publisher,
    '/api/story/create',
    narrative('Secret rejected plea', 'Rejected body text that must stay private.'),
  );
  await review(rejected, 'rejected');
  donationCase = await created(actors.admin, '/api/donation/case', {
    title: 'Books for the library',
    description: 'New shelves and two hundred books for the village school library.',
  });
  const donation = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: {
      donationCaseId: donationCase._id,
      amount: 5,
      donorName: 'Ada Donor',
      donorEmail: 'ada.donor@example.org',
      message: 'A private note',
    },
  });
  expect(donation.statusCode).toBe(201);
});

const page = (url: string) => inject({ method: 'GET', url });

/** The page's h1 text, tags removed. */
const headingOf = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(rootOf(html))?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const feedsOf = (html: string) =>
  [
    ...headOf(html).matchAll(
      /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g,
    ),
  ]
    .map((match) => match[1])
    .sort();

const queryKeysOf = (html: string) =>
  serverStateOf(html).queries.queries.map((query) => JSON.stringify(query.queryKey));

describe('each public page rendered on the server', () => {
  const pages = () => [
    {
      url: '/',
      heading: 'Stories That Keep a Community Warm',
      title: 'Hearth',
      canonical: '/',
      type: 'WebSite',
      shows: [artPost.title, approved.title],
      feeds: ['/feeds/posts/rss.xml'],
    },
    {
      url: '/posts',
      heading: 'Posts',
      title: 'Posts · Hearth',
      canonical: '/posts',
      type: 'CollectionPage',
      shows: [artPost.title, healthPost.title],
      feeds: ['/feeds/posts/rss.xml'],
    },
    {
      url: '/search?category=art',
      heading: 'Search posts',
      title: 'Art posts · Hearth',
      canonical: '/search?category=art',
      type: 'CollectionPage',
      shows: [artPost.title],
      feeds: ['/feeds/category/art/rss.xml', '/feeds/posts/rss.xml'],
    },
    {
      url: `/post/${artPost.slug}`,
      heading: artPost.title,
      title: `${artPost.title} · Hearth`,
      canonical: `/post/${artPost.slug}`,
      type: 'Article',
      shows: ['Painted walls tell the story of the street.', 'The blue mural is my favourite.'],
      feeds: [
        `/feeds/author/${actors.publisher.username}/rss.xml`,
        '/feeds/category/art/rss.xml',
        '/feeds/posts/rss.xml',
      ],
    },
    {
      url: '/stories',
      heading: 'Narratives',
      title: 'Narratives · Hearth',
      canonical: '/stories',
      type: 'CollectionPage',
      shows: [approved.title],
      feeds: ['/feeds/narratives/rss.xml'],
    },
    {
      url: `/narrative/${approved.slug}`,
      heading: approved.title,
      title: `${approved.title} · Hearth`,
      canonical: `/narrative/${approved.slug}`,
      type: 'Article',
      shows: ['Our family needs help repairing the roof.'],
      feeds: ['/feeds/narratives/rss.xml'],
    },
    {
      url: '/donate',
      heading: 'Donate',
      title: 'Donate · Hearth',
      canonical: '/donate',
      type: 'CollectionPage',
      shows: [donationCase.title],
      feeds: [],
    },
    {
      url: `/donate/${donationCase._id}`,
      heading: donationCase.title,
      title: `${donationCase.title} · Hearth`,
      canonical: `/donate/${donationCase._id}`,
      type: 'WebPage',
      shows: ['New shelves and two hundred books for the village school library.'],
      feeds: [],
    },
    {
      url: `/profile/${actors.publisher.username}`,
      heading: actors.publisher.username,
      title: `${actors.publisher.username} · Hearth`,
      canonical: `/profile/${actors.publisher.username}`,
      type: 'ProfilePage',
      shows: ['Member since'],
      feeds: [`/feeds/author/${actors.publisher.username}/rss.xml`],
    },
    {
      url: '/about',
      heading: 'About Hearth',
      title: 'About · Hearth',
      canonical: '/about',
      type: 'AboutPage',
      shows: ['every community has stories worth telling'],
      feeds: [],
    },
    {
      url: '/privacy-policy',
      heading: 'Privacy Policy',
      title: 'Privacy Policy · Hearth',
      canonical: '/privacy-policy',
      type: 'WebPage',
      shows: ['We collect only what we need'],
      feeds: [],
    },
    {
      url: '/terms-conditions',
      heading: 'Terms & Conditions',
      title: 'Terms &amp; Conditions · Hearth',
      canonical: '/terms-conditions',
      type: 'WebPage',
      shows: [],
      feeds: [],
    },
  ];

  it('answers each with its content, title, canonical link, cards, JSON-LD and feeds', async () => {
    for (const expected of pages()) {
      const response = await page(expected.url);
      const html = response.body;
      const head = headOf(html);
      const canonical = `${SITE}${expected.canonical.replace('&', '&amp;')}`;
      expect(response.statusCode, expected.url).toBe(200);
      // Kept in the public cache for visitors: it read shared answers only.
      expect(response.headers['cache-control'], expected.url).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
      );
      expect(response.headers.etag, expected.url).toBeDefined();
      expect(headingOf(html), expected.url).toBe(expected.heading);
      for (const text of expected.shows) expect(rootOf(html), expected.url).toContain(text);
      expect(head, expected.url).toContain(`<title>${expected.title}</title>`);
      expect(head.match(/<title>/g), expected.url).toHaveLength(1);
      expect(head.match(/name="description"/g), expected.url).toHaveLength(1);
      expect(head, expected.url).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(head, expected.url).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(head, expected.url).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(head, expected.url).toMatch(/<meta name="twitter:card" content="[^"]+"\/>/);
      expect(structuredDataOf(html)['@type'], expected.url).toBe(expected.type);
      expect(feedsOf(html), expected.url).toEqual(expected.feeds);
    }
  });

  it('links feeds that are served', async () => {
    const linked = new Set(
      (await Promise.all(pages().map(async ({ url }) => feedsOf((await page(url)).body)))).flat(),
    );
    expect([...linked].sort()).toEqual([
      `/feeds/author/${actors.publisher.username}/rss.xml`,
      '/feeds/category/art/rss.xml',
      '/feeds/narratives/rss.xml',
      '/feeds/posts/rss.xml',
    ]);
    for (const href of linked) {
      const feed = await page(href!);
      expect(feed.statusCode, href).toBe(200);
      expect(feed.headers['content-type'], href).toMatch(/^application\/rss\+xml/);
    }
  });

  it('filters /posts and /search by their query string, as the list does', async () => {
    const search = await page('/search?searchTerm=stretching');
    expect(rootOf(search.body)).toContain(healthPost.title);
    expect(rootOf(search.body)).not.toContain(artPost.title);
    const art = await page('/posts?category=art&sort=desc');
    expect(rootOf(art.body)).toContain(artPost.title);
    expect(rootOf(art.body)).not.toContain(healthPost.title);
  });

  it('draws and keeps a page by the parameters it reads, so shared links with trackers are one page', async () => {
    const { pageAddress } = await sourceRenderer();
    expect(pageAddress('/?utm_source=chat&fbclid=abc')).toBe('/');
    expect(pageAddress('/posts?zz=1&sort=desc&category=art')).toBe('/posts?category=art&sort=desc');
    expect(pageAddress('/stories?country=Kenya&page=3')).toBe('/stories?country=Kenya');
    // Pages the server does not draw keep their address: the client reads it.
    expect(pageAddress('/dashboard?tab=profile')).toBe('/dashboard?tab=profile');

    const plain = await page('/search?searchTerm=stretching');
    const tracked = await page('/search?fbclid=abc&searchTerm=stretching&utm_medium=social');
    expect(tracked.statusCode).toBe(200);
    expect(rootOf(tracked.body)).toContain(healthPost.title);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
  });
});

describe('the head of an item', () => {
  it('describes a post as an Article with its dates, image and author', async () => {
    const html = (await page(`/post/${artPost.slug}`)).body;
    const post = await (
      await inject({ method: 'GET', url: `/api/post/getposts?slug=${artPost.slug}` })
    ).json<{ posts: { createdAt: string; updatedAt: string }[] }>().posts[0]!;
    expect(structuredDataOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: artPost.title,
      description: 'Painted walls tell the story of the street.',
      image: [`${SITE}/uploads/murals.jpg`],
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: {
        '@type': 'Person',
        name: actors.publisher.username,
        url: `${SITE}/profile/${actors.publisher.username}`,
      },
    });
    expect(headOf(html)).toContain(
      `<meta property="og:image" content="${SITE}/uploads/murals.jpg"/>`,
    );
  });

  it('writes JSON-LD that no stored text can close', async () => {
    const hostile = await created(actors.publisher, '/api/post/create', {
      title: 'Closing </script><script>alert(1)</script> tags',
      content: '<p>Plain text.</p>',
    });
    const html = (await page(`/post/${hostile.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(structuredDataOf(html).headline).toBe(hostile.title);
  });

  it('offers a donation case with a DonateAction', async () => {
    const html = (await page(`/donate/${donationCase._id}`)).body;
    expect(structuredDataOf(html)).toMatchObject({
      '@type': 'WebPage',
      name: donationCase.title,
      potentialAction: { '@type': 'DonateAction', target: `${SITE}/donate/${donationCase._id}` },
    });
  });
});

describe('the images a page asks for first', () => {
  it('fetches the newest post’s cover on the home page at once, and every avatar lazily', async () => {
    await created(actors.publisher, '/api/post/create', {
      title: 'Lanterns on the river',
      content: '<p>A walk along the water after dark.</p>',
      image: '/uploads/lanterns.jpg',
    });
    const html = (await page('/')).body;
    const images = [...rootOf(html).matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const newest = images.find((tag) => tag.includes('/uploads/lanterns'));
    expect(newest).toContain('fetchPriority="high"');
    expect(newest).not.toContain('loading="lazy"');
    const older = images.find((tag) => tag.includes('/uploads/murals'));
    expect(older).toContain('loading="lazy"');
    // Every member here has the default picture (`/default-avatar.svg`).
    const avatars = images.filter((tag) => /src="[^"]*avatar/.test(tag));
    expect(avatars.length).toBeGreaterThan(0);
    for (const avatar of avatars) expect(avatar).toContain('loading="lazy"');
    expect(headOf(html)).not.toMatch(/<link rel="preload" as="image" href="[^"]*avatar/);
  });
});

describe('the data a page hands its client', () => {
  it('holds every query the post page reads first, so hydration fetches nothing', async () => {
    const keys = queryKeysOf((await page(`/post/${artPost.slug}`)).body);
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['posts', 'list', { slug: artPost.slug, limit: 1 }]),
        JSON.stringify(['site']),
        JSON.stringify(['users', 'username', actors.publisher.username, null]),
        JSON.stringify(['comments', 'post', artPost._id, null]),
        JSON.stringify(['posts', 'list', { sort: 'desc', limit: 4 }]),
      ]),
    );
  });

  it('holds the home page’s lists and the layout’s site settings', async () => {
    const keys = queryKeysOf((await page('/')).body);
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['site']),
        JSON.stringify(['posts', 'list', { sort: 'desc', limit: 6 }]),
        JSON.stringify(['posts', 'most-read', 5]),
        JSON.stringify(['stories', 'list', { sort: 'desc', limit: 6 }, null]),
      ]),
    );
  });

  it('never carries an e-mail address: not the author’s, not a donor’s', async () => {
    for (const url of [
      `/post/${artPost.slug}`,
      `/profile/${actors.publisher.username}`,
      `/donate/${donationCase._id}`,
      '/donate',
    ]) {
      const html = (await page(url)).body;
      expect(html, url).not.toContain(actors.publisher.email);
      expect(html, url).not.toContain(actors.user.email);
      expect(html, url).not.toContain('ada.donor@example.org');
      expect(html, url).not.toContain('A private note');
    }
  });
});

describe('items a visitor may not see', () => {
  it('answers 404 with the not-found page for unknown items', async () => {
    for (const url of [
      '/narrative/no-such-narrative',
      '/donate/00000000-0000-4000-8000-000000000000',
      '/donate/not-an-id',
      '/profile/no-such-user',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(headOf(response.body), url).toContain('<meta name="robots" content="noindex"/>');
      expect(headingOf(response.body), url).toBe("You're All Alone In Here");
    }
  });

  it('answers 404 for a pending or rejected narrative and shows nothing of it', async () => {
    for (const story of [pending, rejected]) {
      const response = await page(`/narrative/${story.slug}`);
      expect(response.statusCode, story.title).toBe(404);
      expect(headingOf(response.body), story.title).toBe("You're All Alone In Here");
      expect(response.body, story.title).not.toContain(story.title);
      expect(response.body, story.title).not.toContain('must stay private');
    }
    const list = (await page('/stories')).body;
    expect(list).not.toContain('Secret');
    expect(list).toContain(approved.title);
  });
});
