import type { PostCategory } from '#contracts/posts.ts';
import type { Block } from './demo-text.ts';

/**
 * A reply is written by the post's author unless it says otherwise: `commenter` is the person who
 * wrote the comment answering back, `reader` anyone else.
 */
export type DemoReply = string | { text: string; by: 'commenter' | 'reader' };

/** A comment of the demo site, with the replies it received. */
export interface DemoComment {
  text: string;
  replies?: DemoReply[];
  /** A reader reported this comment to the moderators, for this reason. */
  reportedAs?: string;
}

export interface DemoPost {
  title: string;
  category: PostCategory;
  /** Username of the author: the admin or a publisher. */
  author: string;
  body: Block[];
  comments?: DemoComment[];
  /** A reader reported this post to the moderators, for this reason. */
  reportedAs?: string;
}

/** Thirty articles, three per category, in the voice of the site's admin and two publishers. */
export const DEMO_POSTS: DemoPost[] = [
  // ── uncategorized ───────────────────────────────────────────────────────────
  {
    title: 'Welcome to Hearth: How This Community Works',
    category: 'uncategorized',
    author: 'elena_marsh',
    body: [
      'Hearth started with a simple idea: the people who help their neighbours every day deserve a place to tell those stories, and the people who want to help deserve a place to find them. This short guide explains how the site fits together.',
      { h2: 'Articles, narratives and donation cases' },
      '**Articles** are written by our publishers and cover everything from health tips to local history. **Narratives** are requests for help from real households, shared with their permission and checked by a moderator before they appear. **Donation cases** are specific appeals with a clear goal, run by the Hearth team.',
      { h2: 'How you can take part' },
      {
        list: [
          'Comment on articles and reply to other readers, kindly and on topic.',
          'Follow the publishers whose work you enjoy to hear when they post.',
          'Report anything that looks wrong; a moderator reads every report.',
          'Ask to become a publisher if you have stories worth sharing.',
        ],
      },
      { quote: 'A community is not a place you find. It is something you keep building together.' },
      'We are glad you are here. If something is unclear, leave a comment below and one of us will answer.',
    ],
    comments: [
      {
        text: 'Thanks for the clear overview. Is there a way to get notified when a new narrative is approved?',
        replies: [
          'Not yet for narratives, but following a publisher notifies you about their new articles. It is on our list!',
        ],
      },
      { text: 'Happy to have found this place. The donation cases look really well organised.' },
      {
        text: 'Love that every narrative is checked before it goes up. That makes me much more comfortable giving.',
      },
    ],
  },
  {
    title: 'Five Small Habits That Make a Neighbourhood Feel Like Home',
    category: 'uncategorized',
    author: 'priya_nair',
    body: [
      'Most of us know the names of fewer neighbours than our grandparents did. The good news is that closeness on a street rarely comes from grand gestures. It grows from small, repeated acts that cost almost nothing.',
      {
        list: [
          '**Learn three names.** Start with the people you see most often and use their names when you greet them.',
          '**Share the surplus.** Extra tomatoes, a lemon tree in full fruit, a spare ladder: offer them.',
          '**Walk instead of drive** for short errands. You cannot wave from behind a windscreen.',
          '**Keep a porch chair.** Sitting outside for twenty minutes invites conversation.',
          '**Show up once.** One street clean-up or school fair is enough to be recognised next time.',
        ],
      },
      'None of these habits requires a committee or a budget. They work because they are visible and because they are repeated.',
      {
        quote:
          'The street where I grew up had no community centre. It had Mrs. Adeyemi, who knew everyone, and that was enough.',
      },
      'Pick one habit this week. Next month, pick another. A year from now, your street will feel different, and so will you.',
    ],
    comments: [
      {
        text: 'The porch chair one is so true. I started sitting out in the evenings and now I know half the block.',
        replies: ['That is exactly how it started for me too.'],
      },
      {
        text: 'We did a tool-sharing list on our street after reading something like this. Highly recommend.',
      },
    ],
  },
  {
    title: 'What We Learned From a Year of Volunteer Mornings',
    category: 'uncategorized',
    author: 'tomas_reyes',
    body: [
      'Last year a group of us committed to one Saturday morning a month at the community garden and food pantry. Twelve mornings later, here is what surprised us.',
      { h2: 'Consistency beats intensity' },
      'The mornings that mattered most were not the big ones. They were the ordinary Saturdays when eight people turned up, sorted donations and went home by noon. Regular hours let the pantry plan around us.',
      { h2: 'Everyone has a skill to offer' },
      'We had a retired accountant who rebuilt the stock spreadsheet, a teenager who fixed the donation page, and a chef who turned bruised vegetables into soup for the volunteers. Asking people what they enjoy works better than handing out tasks.',
      { h2: 'Say thank you in public' },
      'A short message in the neighbourhood group naming the volunteers of the week doubled our turnout within three months.',
      'If you are thinking about starting something similar, start smaller than you think and keep the date fixed. The rest follows.',
    ],
  },

  // ── art ─────────────────────────────────────────────────────────────────────
  {
    title: 'Painting Light: Why Watercolour Rewards Patience',
    category: 'art',
    author: 'priya_nair',
    body: [
      'Watercolour has a reputation as the unforgiving medium. Paint goes where the water goes, mistakes are hard to cover, and the white of the paper is the only white you get. Yet these same limits are what make it so luminous.',
      { h2: 'Work from light to dark' },
      'Because the paper shows through every layer, you plan the lightest areas first and protect them. Each wash that follows deepens the tone. Trying to rescue a light area late in a painting almost always leads to mud.',
      { h2: 'Let it dry, really dry' },
      'The most common beginner mistake is impatience. A second wash over a damp first layer blooms and spreads. Give it a few minutes, touch the back of your hand to the paper, and only continue when it feels cool and dry rather than cold and damp.',
      {
        list: [
          'Use good paper before good paint: 300 gsm cotton paper forgives a lot.',
          'Limit your palette to three colours for your first dozen paintings.',
          'Keep two water jars, one for rinsing and one clean.',
        ],
      },
      { quote: 'In watercolour, what you leave out matters as much as what you put in.' },
    ],
    comments: [
      {
        text: 'Two water jars changed my life. My greens are finally green.',
        replies: [
          'Ha! The muddy jar problem is universal.',
          { text: 'Same here, I wish someone had told me years ago.', by: 'reader' },
        ],
      },
      {
        text: 'Which three colours would you suggest to start with?',
        replies: ['A warm yellow, a cool blue and a rose red will mix almost everything you need.'],
      },
      {
        text: 'Beautiful piece. I have a set of paints sitting untouched and this is the push I needed.',
      },
    ],
  },
  {
    title: 'The Murals on Ferry Street and the People Who Made Them',
    category: 'art',
    author: 'tomas_reyes',
    body: [
      'Five years ago, Ferry Street was a row of grey shutters. Today it is an open-air gallery of eleven murals, each painted by a local artist together with the families who live behind the walls.',
      'The project began when the owner of a corner bakery asked a student from the art college to cover the graffiti on her side wall. Neighbours stopped to watch, then to help, then to ask if their walls could be next.',
      { h2: 'How the walls were chosen' },
      'Every mural needed the permission of the building owner and a short meeting with the residents, who suggested themes. The result is a street that tells its own story: fishing boats, a grandmother teaching a child to cook, a football team from the 1970s.',
      {
        quote: 'People ask me whose mural it is. I tell them it belongs to whoever walks past it.',
      },
      'Walking tours now run on the first Sunday of each month. Bring comfortable shoes and leave time for a pastry at the bakery where it all started.',
    ],
    comments: [
      { text: 'The grandmother cooking mural is my favourite. I stop there every time I pass.' },
      {
        text: 'Would love to see something like this in our town. Did the artists get paid?',
        replies: [
          'A small grant covered paint and a fee for each lead artist. The volunteers were neighbours.',
        ],
      },
    ],
  },
  {
    title: 'Starting a Sketchbook When You Think You Cannot Draw',
    category: 'art',
    author: 'elena_marsh',
    body: [
      '"I cannot draw a straight line" is the most common reason people give for never picking up a pencil. Here is a secret: most artists cannot either, and they use a ruler when it matters.',
      'A sketchbook is not a portfolio. It is a place to look more carefully at the world. The drawing is a side effect of the looking.',
      { h2: 'A gentle routine' },
      {
        list: [
          'Draw one object a day for ten minutes: a mug, a shoe, a plant.',
          'Draw it without looking at the paper once a week. The results are strange and freeing.',
          'Date every page, and never tear one out.',
        ],
      },
      'After a month, flip back to the first page. The change is rarely dramatic, but it is always there, and seeing it is the best motivation to keep going.',
    ],
    comments: [
      {
        text: 'Drawing without looking at the paper is so much fun. My cat looked like a potato, but a happy potato.',
      },
    ],
  },

  // ── health ──────────────────────────────────────────────────────────────────
  {
    title: 'Walking Twenty Minutes a Day: What the Evidence Suggests',
    category: 'health',
    author: 'priya_nair',
    body: [
      'Walking is the exercise almost everyone can do, needs no equipment and fits into an ordinary day. Large studies over many years keep pointing in the same direction: people who walk regularly tend to live longer and healthier lives.',
      { h2: 'Why it helps' },
      'A brisk walk raises your heart rate enough to train the heart and lungs, helps regulate blood sugar after meals, and is gentle on the joints. Many people also report sleeping better and feeling calmer.',
      { h2: 'Making it stick' },
      {
        list: [
          'Attach the walk to something you already do, such as after lunch.',
          'Walk with someone. A standing appointment is harder to skip.',
          'Count minutes, not steps, when you start out.',
        ],
      },
      'If you have a heart condition or have not exercised in a long time, talk to a doctor or nurse before starting. For most people, though, the best advice is simple: start today, even if only for ten minutes.',
    ],
    comments: [
      {
        text: 'My doctor told me the same thing. I walk after dinner with my neighbour now and we both look forward to it.',
      },
      {
        text: 'Counting minutes instead of steps is a good tip. Step goals used to make me feel like I was failing.',
        replies: ['Exactly. Consistency first, numbers later.'],
      },
    ],
  },
  {
    title: 'Sleep Is Not a Luxury: Practical Steps for Better Rest',
    category: 'health',
    author: 'elena_marsh',
    body: [
      'When life gets busy, sleep is usually the first thing we trade away. Yet poor sleep affects mood, concentration and even how we handle stress the next day.',
      { h2: 'Small changes that help' },
      {
        list: [
          '**Keep a regular wake-up time**, even at weekends. It anchors your body clock.',
          '**Dim the lights** an hour before bed and put the phone in another room if you can.',
          '**Watch the afternoon coffee.** Caffeine can stay in the body for many hours.',
          '**Keep the bedroom cool and dark.**',
        ],
      },
      'If you lie awake for a long time, get up, do something quiet in low light and return to bed when you feel sleepy. Lying in bed worrying about sleep tends to make it harder.',
      { quote: 'Rest is not the reward for finishing everything. It is what lets you keep going.' },
      'Persistent trouble sleeping, loud snoring or daytime exhaustion are worth mentioning to a health professional.',
    ],
  },
  {
    title: 'Clean Water at Home: A Simple Guide to Boiling, Filtering and Storing',
    category: 'health',
    author: 'tomas_reyes',
    body: [
      'Several of the narratives shared on Hearth involve families without a reliable supply of safe water. Whether you are helping others or preparing for an emergency yourself, it is worth knowing the basics.',
      { h2: 'Boiling' },
      'Bringing water to a rolling boil for at least one minute kills most disease-causing organisms. At high altitude, boil for longer. Let it cool in a covered container.',
      { h2: 'Filtering' },
      'Ceramic and membrane filters remove many bacteria and parasites. Cloudy water should be left to settle and poured off, or strained through a clean cloth, before filtering or boiling.',
      { h2: 'Storing' },
      {
        list: [
          'Use clean containers with a narrow opening and a lid.',
          'Pour water out rather than dipping cups into the container.',
          'Clean containers regularly with soap and safe water.',
        ],
      },
      'Local health authorities publish guidance for specific situations, such as floods. Follow it when it is available.',
    ],
    comments: [
      {
        text: 'Really useful. Sharing this with my parents who live in an area with frequent boil notices.',
      },
      { text: 'The tip about pouring instead of dipping cups is one I never thought about.' },
    ],
  },

  // ── history ─────────────────────────────────────────────────────────────────
  {
    title: 'The Lamplighters: A Forgotten Job That Lit Our Cities',
    category: 'history',
    author: 'tomas_reyes',
    body: [
      'Before electric street lights, cities relied on a small army of workers who walked the same route every evening with a long pole and a ladder. They were the lamplighters, and for more than a century they were as familiar as the postman.',
      { h2: 'A day on the route' },
      'At dusk the lamplighter lit each gas lamp in turn, and at dawn returned to put them out. In between, lamps had to be cleaned, mantles replaced and broken glass reported. A single worker might look after more than a hundred lamps.',
      { h2: 'More than a job' },
      'Residents knew their lamplighter by name. Children followed them; some worked as an informal night watch, noticing who was about and who needed help.',
      {
        quote:
          'When the lamplighter came down our street, my mother said it was time to come indoors.',
      },
      'Electrification ended the trade in most places during the twentieth century, although a handful of cities still keep a few gas lamps burning, tended by hand, in memory of the people who once lit the way home.',
    ],
    comments: [
      {
        text: 'My great-grandfather was a lamplighter. I had no idea they looked after so many lamps each.',
        replies: [
          'What a lovely connection. Do you have any photos of him?',
          { text: 'Only one, on his ladder. It is the family treasure.', by: 'commenter' },
        ],
      },
      { text: 'History like this is what I come to Hearth for.' },
    ],
  },
  {
    title: 'How the Printing Press Changed Who Could Tell a Story',
    category: 'history',
    author: 'priya_nair',
    body: [
      'For most of history, a book was copied by hand, one page at a time. A single volume could take months. Movable type changed that, and with it, who got to speak to a wide audience.',
      'Within a few decades of the first presses in Europe, printers were producing pamphlets, calendars, songs and news sheets alongside religious and scholarly texts. Ordinary readers gained access to arguments that had once circulated among a small elite.',
      { h2: 'New voices, new arguments' },
      {
        list: [
          'Pamphlets let reformers reach readers directly and quickly.',
          'Printed grammars and dictionaries helped standardise languages.',
          'Cheap almanacs brought practical knowledge to farming households.',
        ],
      },
      'The parallels with our own time are hard to miss. Each new way of publishing widens the circle of people who can be heard, and brings with it fresh questions about trust, accuracy and responsibility.',
    ],
  },
  {
    title: 'Community Kitchens Through the Centuries',
    category: 'history',
    author: 'elena_marsh',
    body: [
      'Sharing food with people in need is one of the oldest forms of community care. Temple kitchens, monastery tables, guild halls and soup kitchens all answered the same question: how do we make sure no one nearby goes hungry?',
      { h2: 'Kitchens that fed thousands' },
      'Some religious kitchens have served free meals every day for centuries, run almost entirely by volunteers who cook, serve and wash up in shifts. Anyone may sit down to eat, regardless of background.',
      { h2: 'The modern pantry' },
      "Today's food banks and community fridges continue the tradition with new tools: shared spreadsheets, donation apps and partnerships with supermarkets that would otherwise throw surplus away.",
      { quote: 'Nobody asks your name at the table. They ask if you would like more rice.' },
    ],
    comments: [
      { text: 'Our local community fridge is run on a group chat and it works beautifully.' },
    ],
  },

  // ── literature ──────────────────────────────────────────────────────────────
  {
    title: 'Why We Keep Returning to Short Stories',
    category: 'literature',
    author: 'priya_nair',
    body: [
      'Novels get the prizes and the film adaptations, but the short story has a devoted following, and for good reason. In twenty pages, a skilled writer can hold an entire life up to the light.',
      { h2: 'A complete experience in one sitting' },
      'A short story fits into a commute, a lunch break or the last half hour before sleep. You finish it, and then it stays with you, often longer than a novel does.',
      { h2: 'Where to start' },
      {
        list: [
          'Anthologies are a good way to sample many voices at once.',
          'Literary magazines, many of them free online, publish new writers every month.',
          'Read a story aloud with a friend and talk about the ending.',
        ],
      },
      {
        quote:
          'A good short story ends a moment after you wish it would, and years before you stop thinking about it.',
      },
    ],
    comments: [
      {
        text: 'Reading one short story before bed has replaced scrolling for me. Best decision this year.',
      },
      {
        text: 'Any anthology recommendations for someone new to the form?',
        replies: ['Try a yearly best-of collection; they mix established and new writers.'],
      },
    ],
  },
  {
    title: 'Reading Aloud to Adults: An Old Practice Worth Reviving',
    category: 'literature',
    author: 'tomas_reyes',
    body: [
      'We read to children without a second thought, then stop as soon as they can read for themselves. Yet for most of history, reading aloud among adults was ordinary: in workshops, kitchens and living rooms, one person read while others worked or listened.',
      'At our local care home, a group of volunteers now reads for an hour every Thursday afternoon. Residents choose the books: detective stories, poetry, a memoir of a fisherman. Some close their eyes and listen. Others interrupt with memories of their own.',
      { h2: 'Why it works' },
      {
        list: [
          'It is social without demanding conversation.',
          'It gives people with poor eyesight access to books again.',
          'The reader often enjoys it as much as the listeners.',
        ],
      },
      'If you have an hour a week and a clear voice, ask a library, care home or shelter near you. Chances are someone would love to listen.',
    ],
    comments: [
      {
        text: 'I volunteer reading at a hospice and it is the highlight of my week.',
        replies: ['Thank you for doing that. It matters more than you know.'],
      },
    ],
  },
  {
    title: 'Building a Little Free Library on Your Street',
    category: 'literature',
    author: 'elena_marsh',
    body: [
      'A weatherproof box on a post, a few shelves and a sign reading "Take a book, leave a book". That is all a street library needs, and it can change how neighbours meet each other.',
      { h2: 'What you need' },
      {
        list: [
          'A sturdy box with a door that closes tightly against rain.',
          'A spot on your own property, visible from the pavement.',
          'A starter stock of twenty or thirty books for different ages.',
        ],
      },
      { h2: 'Keeping it alive' },
      'Check the box once a week, remove damaged books and keep a small shelf for children. Some curators add a notebook where readers leave recommendations, which quickly becomes the most-read item in the box.',
      'The best part is what happens around it: the chat with the man who always brings crime novels, the child who checks every morning for new comics.',
    ],
    comments: [
      { text: 'We built one from an old kitchen cabinet. It has been going for two years now.' },
      { text: 'The notebook idea is brilliant. Adding one this weekend.' },
    ],
  },

  // ── music ───────────────────────────────────────────────────────────────────
  {
    title: 'Learning an Instrument After Forty',
    category: 'music',
    author: 'tomas_reyes',
    body: [
      'At forty-three I bought a second-hand cello. Everyone I told asked the same question: is it not too late? Two years on, my answer is no, with a few honest caveats.',
      { h2: 'What is harder' },
      'Finding practice time with a job and a family is the real challenge. Fingers are a little slower to learn, and self-consciousness is a bigger obstacle than it was at ten.',
      { h2: 'What is easier' },
      'Adults practise with purpose. We know how to break a problem down, and we choose our music because we love it, not because a parent insists.',
      {
        list: [
          'Find a teacher who enjoys adult students.',
          'Practise fifteen minutes daily rather than two hours on Sunday.',
          'Record yourself once a month and listen back kindly.',
        ],
      },
      {
        quote: 'The best time to start was thirty years ago. The second best time is this evening.',
      },
    ],
    comments: [
      {
        text: "I started piano at 52. Slow progress but I can play my mother's favourite song now.",
        replies: ['That is wonderful. Slow progress is still progress.'],
      },
      { text: 'Recording myself was painful at first but it really helped.' },
      { text: 'This gave me the courage to finally sign up for guitar lessons.' },
      {
        text: 'Honestly, at forty it is too late. Nobody wants to listen to a beginner scratching away at a cello.',
        reportedAs: 'Unkind and discouraging, not in the spirit of this community.',
      },
    ],
  },
  {
    title: 'The Quiet Power of Community Choirs',
    category: 'music',
    author: 'priya_nair',
    body: [
      "Every Tuesday evening, forty people who cannot all read music gather in a school hall and sing. Nobody auditions. Nobody is turned away. By nine o'clock, they sound like a choir.",
      'Singing together has a way of lowering barriers. People who would never chat at a bus stop stand shoulder to shoulder, breathing in time.',
      { h2: 'What members say' },
      {
        list: [
          'It is the one evening a week they do not look at a screen.',
          'They leave feeling lighter than when they arrived.',
          'They have made friends across ages and backgrounds.',
        ],
      },
      'If there is no choir near you, start with a few friends and a simple round. Harmony, it turns out, is mostly about listening to each other.',
    ],
  },
  {
    title: 'How Work Songs Kept Rhythm and Spirits Alive',
    category: 'music',
    author: 'elena_marsh',
    body: [
      'Long before headphones, work had its own soundtrack. Sailors hauled ropes to sea shanties, farm workers sang in the fields, and weavers kept time at the loom with songs passed down through generations.',
      { h2: 'Music with a purpose' },
      'A work song coordinated effort: everyone pulled on the same beat. It also made long, repetitive days bearable, and gave workers a voice to joke about, complain about and remember their lives.',
      { quote: 'The song did not make the rope lighter, but it made us pull together.' },
      'Many of these songs survive because collectors wrote them down and singers kept them alive in pubs, festivals and kitchens. They are worth seeking out, not as museum pieces, but as reminders that music has always belonged to everyone.',
    ],
    comments: [
      {
        text: 'Sea shanties had a real revival a few years ago. Nice to read about where they come from.',
      },
    ],
  },

  // ── news ────────────────────────────────────────────────────────────────────
  {
    title: 'Spring Food Drive Collects Over Four Tonnes for Local Pantries',
    category: 'news',
    author: 'elena_marsh',
    body: [
      "This year's spring food drive closed on Sunday with more than four tonnes of food collected for six local pantries, the best result since the drive began.",
      'More than two hundred volunteers staffed collection points at supermarkets, schools and places of worship over three weekends. Tinned vegetables, rice, pasta and baby supplies topped the list.',
      { h2: 'Where the food goes' },
      'Donations are sorted at the central warehouse and delivered within a week. Fresh items donated by local growers went straight to the community fridge network.',
      {
        quote:
          'We asked for help and the whole town answered. Thank you to every single person who gave.',
      },
      'The autumn drive is already being planned. Volunteers can sign up through the pantry network, and cash donations help buy the items that are always short, such as cooking oil.',
    ],
    comments: [
      { text: 'Proud to have helped at the school collection point. What a turnout!' },
      {
        text: 'Is there a list of the items that are always short?',
        replies: ['Cooking oil, tinned fish, nappies and toiletries are the usual gaps.'],
      },
    ],
  },
  {
    title: 'Riverside Clinic Extends Evening Hours for Working Families',
    category: 'news',
    author: 'priya_nair',
    body: [
      'The Riverside community clinic will open until eight in the evening on weekdays from next month, after a survey showed that many patients struggled to attend daytime appointments without losing pay.',
      'The extended hours are funded by a local health grant for one year. Staff will review demand every quarter.',
      { h2: 'What changes' },
      {
        list: [
          'Evening appointments for general check-ups and vaccinations.',
          'A walk-in hour from six to seven for minor injuries.',
          'Interpreters available on Tuesday and Thursday evenings.',
        ],
      },
      'Appointments can be booked by phone or at the reception desk. The clinic asks patients to cancel early if they cannot attend, so the slot can go to someone else.',
    ],
    comments: [{ text: 'Finally! I have had to take unpaid leave for every check-up this year.' }],
  },
  {
    title: 'Volunteers Restore Flood-Damaged Community Centre in Six Weeks',
    category: 'news',
    author: 'tomas_reyes',
    body: [
      'When the river burst its banks in early spring, the Eastside community centre took in nearly a metre of water. Six weeks later, it reopened its doors, rebuilt almost entirely by volunteers.',
      'Local builders donated materials and weekends, a flooring company offered its surplus stock, and a rota of residents cleared, scrubbed and repainted every room.',
      { h2: 'Back to normal, and a little better' },
      'The centre now has raised electrical sockets, a water-resistant floor in the main hall and a new ramp at the entrance. The after-school club and the Thursday lunch for older residents have both restarted.',
      { quote: 'We lost a building for six weeks, but we found out how many friends it had.' },
    ],
    comments: [
      { text: 'I saw the before and after photos. Incredible work by everyone involved.' },
      { text: 'Raised sockets are such a smart idea for buildings near the river.' },
    ],
  },

  // ── politics ────────────────────────────────────────────────────────────────
  {
    title: 'How to Read a Local Budget in Fifteen Minutes',
    category: 'politics',
    author: 'tomas_reyes',
    body: [
      'Local budgets decide how much goes to libraries, roads, parks and social services, yet few residents ever open one. They look intimidating, but you do not need an accounting degree to understand the essentials.',
      { h2: 'Start with the summary' },
      'Almost every budget opens with a short overview. Look for total spending, the biggest categories and how they changed from last year.',
      { h2: 'Three questions to ask' },
      {
        list: [
          'What grew the most, and why?',
          'What was cut, and who uses that service?',
          'Where does the money come from: local taxes, fees or grants?',
        ],
      },
      'Write your questions down and bring them to a public meeting, or send them to your councillor. Officials notice when residents have clearly read the numbers.',
    ],
    comments: [
      {
        text: 'I went to my first council budget meeting after reading this. Nobody else had questions, so mine got answered in detail.',
        replies: ['That is the best outcome. Thanks for going!'],
      },
    ],
  },
  {
    title: 'Why Turnout in Local Elections Matters More Than You Think',
    category: 'politics',
    author: 'elena_marsh',
    reportedAs:
      'This feels like political campaigning rather than an article. Could a moderator take a look?',
    body: [
      'National elections draw the headlines and the crowds. Local elections, which decide things like bus routes, school buildings and planning permissions, often see only a fraction of voters take part.',
      'That makes every vote count for more. In a small ward, a council seat can be decided by a few dozen votes.',
      { h2: 'Getting ready to vote' },
      {
        list: [
          'Check that you are registered well before the deadline.',
          'Read the short statements candidates publish, and compare them.',
          'Ask candidates questions in public forums or by e-mail.',
        ],
      },
      'Hearth does not endorse parties or candidates. We do encourage every reader to take part, whatever their views.',
    ],
  },
  {
    title: 'Writing to Your Representative: A Practical Template',
    category: 'politics',
    author: 'priya_nair',
    body: [
      'A short, personal letter to an elected representative is read far more carefully than a copied petition. Here is a structure that works.',
      {
        list: [
          '**Say who you are** and that you live in their area.',
          '**Name the issue** in one sentence.',
          '**Tell your story**: how the issue affects you or your neighbours.',
          '**Make one clear request**: a vote, a meeting, a question raised.',
          '**Thank them** and ask for a reply.',
        ],
      },
      'Keep it to a single page. Be polite even if you are angry; it makes your point harder to dismiss.',
      {
        quote:
          'Officials told us that ten personal letters carried more weight than a thousand identical e-mails.',
      },
    ],
    comments: [
      {
        text: 'Used this structure to write about the bus route cuts. Got a real reply within two weeks.',
      },
    ],
  },

  // ── sport ───────────────────────────────────────────────────────────────────
  {
    title: "Couch to Five Kilometres: A Beginner's Eight-Week Plan",
    category: 'sport',
    author: 'priya_nair',
    body: [
      'If running a single kilometre sounds impossible right now, you are the person this plan was written for. It alternates running and walking, and slowly shifts the balance over eight weeks.',
      { h2: 'The plan in brief' },
      {
        list: [
          '**Weeks 1 and 2:** one minute running, two minutes walking, eight times.',
          '**Weeks 3 and 4:** three minutes running, two minutes walking, five times.',
          '**Weeks 5 and 6:** eight minutes running, two minutes walking, three times.',
          '**Weeks 7 and 8:** build towards thirty minutes of steady, easy running.',
        ],
      },
      'Run three times a week with a rest day in between. Go slowly: you should be able to speak in short sentences. If a week feels too hard, repeat it. There is no prize for finishing early.',
      'Good shoes matter more than clothes. Everything else can wait until you know you enjoy it.',
    ],
    comments: [
      {
        text: 'Week three almost broke me but I just ran my first full 5K!',
        replies: ['Congratulations! Week three is the hardest for most people.'],
      },
      { text: 'Repeating a week is such an important permission. I needed to hear that.' },
    ],
  },
  {
    title: 'What Amateur Football Teaches About Belonging',
    category: 'sport',
    author: 'tomas_reyes',
    body: [
      'Our Sunday league team has a dentist, two bus drivers, a student from Ghana, a retired teacher in goal and a sixteen-year-old who runs faster than all of us put together. We are not very good. We are very close.',
      'Amateur sport does something few other places do: it puts people from completely different lives on the same side, with a shared goal, every week.',
      { h2: 'Lessons from the touchline' },
      {
        list: [
          'Everyone is needed, including the substitutes who carry the water.',
          'Losing together builds more friendship than winning alone.',
          'The drink afterwards matters as much as the match.',
        ],
      },
      { quote: 'I moved here knowing nobody. The team was my first family in this city.' },
    ],
    comments: [
      {
        text: 'Our five-a-side group has been going twelve years. Some of my best friends came from it.',
      },
    ],
  },
  {
    title: 'Stretching and Warming Up: Separating Habit From Evidence',
    category: 'sport',
    author: 'elena_marsh',
    body: [
      'Many of us learned to hold long stretches before exercise. Research over the past decades has refined that advice, and the picture is more nuanced than the old gym posters suggested.',
      { h2: 'Warm up by moving' },
      'A few minutes of light activity that resembles your sport, such as brisk walking before a run or gentle passing before football, raises body temperature and prepares the muscles. Leg swings and arm circles fit here too.',
      { h2: 'Save long stretches for later' },
      'Longer, held stretches are useful for flexibility, and many people find them relaxing after exercise or on rest days.',
      'As always, pain is a signal to stop and, if it persists, to seek advice from a qualified professional.',
    ],
  },

  // ── tech ────────────────────────────────────────────────────────────────────
  {
    title: 'Protecting Your Accounts With a Password Manager',
    category: 'tech',
    author: 'tomas_reyes',
    body: [
      'Most account break-ins do not involve clever hacking. They start with a password that was reused on another site, leaked, and tried everywhere else.',
      { h2: 'What a password manager does' },
      'It creates a long, random password for every site and remembers them all behind one strong master password. You only need to remember that one.',
      { h2: 'Getting started' },
      {
        list: [
          'Choose a well-known manager; several good ones are free.',
          'Pick a long master passphrase, such as four unrelated words.',
          'Change the passwords of your e-mail and bank accounts first.',
          'Turn on two-step verification wherever it is offered.',
        ],
      },
      'Moving every account over takes time. Do a few each week as you log in, and within a month most of your online life will be far safer.',
    ],
    comments: [
      {
        text: 'I helped my parents set one up last month. It took an afternoon and they are already thanking me.',
      },
      {
        text: 'Four unrelated words is much easier to remember than the random symbols I used to use.',
        replies: ['And longer, which matters more than symbols.'],
      },
    ],
  },
  {
    title: 'Refurbished Laptops: Giving Old Machines a Second Life',
    category: 'tech',
    author: 'priya_nair',
    body: [
      'An office upgrading its computers often throws away machines that still have years of useful life. With a clean install and a new battery, many of them are perfect for students and job seekers.',
      'Our refurbishing group meets twice a month. Volunteers wipe the drives securely, replace worn parts, install a free operating system and an office suite, and test everything before the laptop goes to a new home.',
      { h2: 'How you can help' },
      {
        list: [
          'Donate old laptops, chargers and working parts.',
          'Volunteer if you are comfortable with a screwdriver or a command line.',
          'Tell local schools and job centres the service exists.',
        ],
      },
      {
        quote:
          'The laptop meant my son could do his homework at home instead of in the library car park.',
      },
    ],
    comments: [
      {
        text: 'Donated three old work laptops through a group like this. Good to know they went somewhere useful.',
      },
    ],
  },
  {
    title: 'Spotting Online Donation Scams Before You Give',
    category: 'tech',
    author: 'elena_marsh',
    body: [
      'Generosity attracts fraudsters, especially after a disaster makes the news. A few simple checks protect both your money and the people who genuinely need it.',
      { h2: 'Warning signs' },
      {
        list: [
          'Pressure to give **immediately**, or a countdown timer.',
          'Requests for payment by gift card, wire transfer or cryptocurrency only.',
          'A story copied word for word from elsewhere, or photos found on other sites.',
          'No way to contact the organiser other than a private message.',
        ],
      },
      { h2: 'How Hearth checks narratives' },
      'Every narrative on Hearth is read by a moderator before it is published, and readers can report anything suspicious. Donation cases are run by the Hearth team itself.',
      'When in doubt, give to an organisation you already know, or ask questions. A genuine organiser will be happy to answer them.',
    ],
    comments: [
      { text: 'The gift card one is such a red flag. My aunt nearly fell for that last year.' },
      { text: 'Good to know how the narratives are checked here. Thanks for being transparent.' },
    ],
  },
];
