import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as, created, approveNarrative } = testFileApp();

/** The corpus, oldest first: each post is a day newer than the one before. */
const CORPUS: [title: string, body: string][] = [
  [
    'Fundraising ideas for small charities',
    'Bake sales, sponsored walks and raffles raise money for local causes without much cost.',
  ],
  [
    'How our bake sale raised £500',
    'Forty cakes, two tables and a lot of tea: our best fundraising day so far.',
  ],
  [
    'Sourdough bread for beginners',
    'Feed the starter flour and water each morning; wild yeast does the rest, and the loaf rises slowly.',
  ],
  [
    'Quick bread without yeast',
    'Soda bread takes ten minutes to mix and forty to bake: buttermilk, flour, salt and soda.',
  ],
  [
    'A history of community kitchens',
    'The soup kitchens of the 1930s fed whole streets; church halls lent their ovens to volunteers.',
  ],
  [
    'Volunteering at the food bank',
    'Volunteers sort donations on Saturdays and pack parcels for families in need.',
  ],
  [
    'Winter coats drive',
    'Bring the coats you no longer wear to the shelter; children’s sizes are needed most.',
  ],
  [
    'Autumn in the allotment',
    'I took my photography kit along: photography of leeks is harder than photography of people.',
  ],
  [
    'Photography walk in the old town',
    'Bring a camera or a phone; we meet at the clock tower and follow the light until dusk.',
  ],
  [
    'Learning the guitar at sixty',
    'Three chords, sore fingers and a patient teacher: it is never too late to make music.',
  ],
  [
    'Choir rehearsals move to Thursdays',
    'Singing together lifts everyone; new voices are welcome, no audition needed.',
  ],
  [
    'Garden club: planting tomatoes',
    'Seedlings go out after the last frost; stake them early and water at the roots.',
  ],
  ['Composting at home', 'Kitchen peelings and garden waste turn into rich soil in about a year.'],
  [
    'Repair café: fixing bikes and toasters',
    'Our fixers mended twelve bicycles, four toasters and a lamp in one afternoon.',
  ],
  [
    'Bicycle maintenance basics',
    'Oil the chain, check the brakes and keep the tyres pumped before every long ride.',
  ],
  [
    'Knitting circle for the winter',
    'We knit scarves and hats from donated wool for the night shelter.',
  ],
  [
    'Library story hour for children',
    'Every Tuesday a volunteer reads picture books aloud to children under seven.',
  ],
  [
    'Book club picks for autumn',
    'Three novels and one collection of poetry, chosen by members at the last meeting.',
  ],
  [
    'Climate action on our street',
    'Solar panels on six roofs and twenty new trees: small steps add up.',
  ],
  [
    'Planting trees along the river',
    'Bring gloves and a spade; the council provides the saplings and the trees’ guards.',
  ],
  [
    'Neighbourhood watch meeting notes',
    'We discussed safety at night, street lights and a rota for checking on older neighbours.',
  ],
  [
    'Running club: first 5k',
    'Twenty members finished their first five kilometres, the slowest cheered loudest.',
  ],
  [
    'Chess evenings at the pub',
    'Boards and clocks provided; beginners play the club champion for fun.',
  ],
  [
    'Mental health walk and talk',
    'A gentle walk around the park with time to talk; nobody has to share anything.',
  ],
  [
    'Youth football tournament',
    'Eight teams of under twelves played on the school field; the final went to penalties.',
  ],
  [
    'Recipe: lentil soup for a crowd',
    'Red lentils, carrots and cumin: enough soup for the community kitchen’s fifty guests.',
  ],
  ['Board games night', 'From chess to card games, bring your favourite or learn a new one.'],
  [
    'Swap shop for children’s clothes',
    'Outgrown clothes and shoes find new owners; take what fits, leave what does not.',
  ],
  [
    'Hearing from refugees who arrived last year',
    'Five families told us what helped them feel welcome, and what would have helped more.',
  ],
  [
    'Language exchange café',
    'Spanish and English conversation over coffee, every other Friday at the library café.',
  ],
  [
    'Community kitchen opens on Market Street',
    'Hot meals cooked by volunteers, served every weekday at noon, free for anyone.',
  ],
  ['Street party planning', 'Tables, bunting and music: the street party needs helpers.'],
  ['Street party planning', 'Tables, bunting and music: the street party needs helpers.'],
];

/** What a reader types, and what they expect: the first result, or the first few in any order. */
interface Expectation {
  query: string;
  first?: string;
  /** The first results, in any order. */
  top?: string[];
  absent?: string[];
}

const EXPECTATIONS: Expectation[] = [
  { query: 'fundraising', first: 'Fundraising ideas for small charities' },
  { query: 'fundrasing', first: 'Fundraising ideas for small charities' },
  { query: '"bake sale"', first: 'How our bake sale raised £500' },
  {
    query: 'bread -sourdough',
    first: 'Quick bread without yeast',
    absent: ['Sourdough bread for beginners'],
  },
  {
    query: 'sourdough or soda',
    top: ['Sourdough bread for beginners', 'Quick bread without yeast'],
  },
  {
    query: 'community kitchen',
    top: ['Community kitchen opens on Market Street', 'A history of community kitchens'],
  },
  { query: '"soup kitchens"', first: 'A history of community kitchens' },
  // Title over body: the allotment post says "photography" three times, in its text only.
  { query: 'photography', first: 'Photography walk in the old town' },
  // Still typing: the last word as a prefix.
  { query: 'photo', first: 'Photography walk in the old town' },
  { query: 'guitar', first: 'Learning the guitar at sixty' },
  { query: 'gitar', first: 'Learning the guitar at sixty' },
  { query: 'volunteers food bank', first: 'Volunteering at the food bank' },
  { query: 'winter coats', first: 'Winter coats drive' },
  { query: 'knitting wool', first: 'Knitting circle for the winter' },
  { query: 'tomatos', first: 'Garden club: planting tomatoes' },
  { query: 'compost', first: 'Composting at home' },
  { query: 'repair bikes', first: 'Repair café: fixing bikes and toasters' },
  {
    query: 'bicycle -repair',
    first: 'Bicycle maintenance basics',
    absent: ['Repair café: fixing bikes and toasters'],
  },
  { query: 'children books', first: 'Library story hour for children' },
  { query: 'novels or poetry', first: 'Book club picks for autumn' },
  { query: 'trees', first: 'Planting trees along the river' },
  { query: 'neighbourhood safety', first: 'Neighbourhood watch meeting notes' },
  { query: 'runing club', first: 'Running club: first 5k' },
  { query: '"mental health"', first: 'Mental health walk and talk' },
  { query: 'footbal', first: 'Youth football tournament' },
  { query: 'lentil soup', first: 'Recipe: lentil soup for a crowd' },
  { query: 'board games', first: 'Board games night' },
  { query: 'clothes swap', first: 'Swap shop for children’s clothes' },
  { query: 'spanish conversation', first: 'Language exchange café' },
  // Without the accent: corrected to the corpus's "café".
  {
    query: 'cafe',
    top: ['Repair café: fixing bikes and toasters', 'Language exchange café'],
  },
];

const search = async (query: string, userId: string) => {
  const response = await inject({
    method: 'GET',
    url: `/api/post/getposts?userId=${userId}&searchTerm=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    posts: { _id: string; title: string; searchSnippet?: { text: string; match: boolean }[] }[];
    totalPosts: number;
  };
};

describe('post search relevance', () => {
  let writer: Awaited<ReturnType<typeof createActor>>;
  const ids: string[] = [];
  beforeAll(async () => {
    writer = await createActor(testApp.app, 'publisher', 'relevance');
    // One statement, as a bulk load writes: the words table's trigger takes them as a set.
    const rows = await testApp.app.db
      .insert(posts)
      .values(
        CORPUS.map(([title, text], index) => ({
          userId: writer.id,
          slug: `relevance-${index}`,
          title,
          content: `<p>${text}</p>`,
          createdAt: new Date(Date.now() - (CORPUS.length - index) * 24 * 60 * 60 * 1000),
        })),
      )
      .returning({ id: posts.id });
    ids.push(...rows.map((row) => row.id));
  });

  it('holds thirty queries', () => {
    expect(EXPECTATIONS).toHaveLength(30);
  });

  it.each(EXPECTATIONS)('"$query" finds what a reader expects first', async (expected) => {
    const titles = (await search(expected.query, writer.id)).posts.map((post) => post.title);
    if (expected.first) expect(titles[0]).toBe(expected.first);
    if (expected.top)
      expect(titles.slice(0, expected.top.length).sort()).toEqual([...expected.top].sort());
    for (const title of expected.absent ?? []) expect(titles).not.toContain(title);
  });

  it('puts the newer of two equally relevant posts first', async () => {
    const found = await search('street party', writer.id);
    expect(found.posts.map((post) => post._id)).toEqual([ids.at(-1), ids.at(-2)]);
  });

  it('corrects no word into a match that is not there', async () => {
    expect(await search('xylophone', writer.id)).toMatchObject({ posts: [], totalPosts: 0 });
  });

  it('answers each result with its snippet, the matched words marked', async () => {
    const [first] = (await search('"soup kitchens"', writer.id)).posts;
    expect(first?.searchSnippet?.filter((segment) => segment.match).map((s) => s.text)).toEqual([
      'soup kitchens',
    ]);
    expect(first?.searchSnippet?.map((segment) => segment.text).join('')).toContain(
      'fed whole streets',
    );
    // Passages come from the paragraphs, not the headings.
    const author = await createActor(testApp.app, 'publisher', 'headings');
    await created(author, '/api/post/create', {
      title: 'Choirs',
      content: '<h2>Music with a purpose</h2><p>Singing in a choir is music for everyone.</p>',
    });
    const [choirs] = (await search('music', author.id)).posts;
    expect(choirs?.searchSnippet).toEqual([
      { text: 'Singing in a choir is ', match: false },
      { text: 'music', match: true },
      { text: ' for everyone', match: false },
    ]);
    // Without a search term, no snippet.
    const list = await inject({ method: 'GET', url: `/api/post/getposts?userId=${writer.id}` });
    expect(list.json().posts[0]).not.toHaveProperty('searchSnippet');
  });

  it('sends a writer’s markup in a snippet as text, never as HTML', async () => {
    const author = await createActor(testApp.app, 'publisher', 'markup');
    await created(author, '/api/post/create', {
      title: 'Markup in the text',
      content: '<p>Use &lt;mark&gt; tags &amp; <strong>bold</strong> words for emphasis.</p>',
    });
    const [post] = (await search('emphasis', author.id)).posts;
    expect(post?.searchSnippet).toContainEqual({ text: 'emphasis', match: true });
    const text = post?.searchSnippet?.map((segment) => segment.text).join('');
    expect(text).toContain('mark> tags & bold words for emphasis');
    expect(text).not.toMatch(/&amp;|&lt;|<strong>/);
  });
});

describe('narrative search relevance', () => {
  it('ranks a title match first, corrects a misspelt word and answers snippets', async () => {
    const titles = ['Medicine for my mother', 'A roof before the rains'];
    const bodies = [
      '<p>Her medicine costs more each month.</p>',
      '<p>We need medicine and a roof.</p>',
    ];
    for (const [index, title] of titles.entries()) {
      const response = await as(actors.publisher, {
        method: 'POST',
        url: '/api/story/create',
        payload: narrativeFields({ title, body: bodies[index] }),
      });
      expect(response.statusCode).toBe(201);
      await approveNarrative(response.json()._id);
    }
    for (const term of ['medicine', 'medecine']) {
      const response = await inject({
        method: 'GET',
        url: `/api/story/get?searchTerm=${term}`,
      });
      const stories = response.json().stories as {
        title: string;
        searchSnippet: { text: string; match: boolean }[];
      }[];
      expect(stories.map((story) => story.title)).toEqual(titles);
      expect(stories[1]?.searchSnippet).toContainEqual({ text: 'medicine', match: true });
    }
  });
});
