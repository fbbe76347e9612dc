import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, nonOwners } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';

const { testApp, actors, inject, as } = testFileApp();

async function share(actor: Actor, fields: Record<string, unknown> = {}) {
  const response = await as(actor, {
    method: 'POST',
    url: '/api/story/create',
    payload: narrativeFields(fields),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const publicList = async (query = '') =>
  (await inject({ method: 'GET', url: `/api/story/get?${query}` })).json();

describe('sharing and review', () => {
  it("keeps a publisher's narrative pending and out of public view until approved", async () => {
    const story = await share(actors.publisher, {
      title: 'Pending help',
      status: 'approved',
      userId: actors.admin.id,
    });
    expect(story).toMatchObject({
      status: 'pending',
      userId: actors.publisher.id,
      author: { _id: actors.publisher.id, username: actors.publisher.username },
    });
    expect((await publicList()).stories.map((s: { _id: string }) => s._id)).not.toContain(
      story._id,
    );
    for (const viewer of [actors.visitor, actors.user, actors.otherPublisher]) {
      expect(
        (await as(viewer, { method: 'GET', url: `/api/story/get/${story._id}` })).statusCode,
      ).toBe(404);
      expect(
        (await as(viewer, { method: 'GET', url: `/api/story/getbyslug/${story.slug}` })).statusCode,
      ).toBe(404);
    }
    for (const viewer of [actors.publisher, actors.admin]) {
      expect(
        (await as(viewer, { method: 'GET', url: `/api/story/getbyslug/${story.slug}` })).statusCode,
      ).toBe(200);
    }

    const approved = await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'approved' },
    });
    expect(approved.json().status).toBe('approved');
    expect((await publicList()).stories.map((s: { _id: string }) => s._id)).toContain(story._id);

    // Any edit by the publisher sends it back for review.
    const edited = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/story/update/${story._id}`,
      payload: narrativeFields({ title: 'Pending help (updated)' }),
    });
    expect(edited.json()).toMatchObject({ status: 'pending', slug: story.slug });
    expect((await publicList()).stories.map((s: { _id: string }) => s._id)).not.toContain(
      story._id,
    );
  });

  it("gives no sign of a pending narrative's title in a new narrative's slug", async () => {
    await share(actors.publisher, { title: 'Quiet plan for the clinic' });
    const sameTitle = await share(actors.otherPublisher, { title: 'Quiet plan for the clinic' });
    const freshTitle = await share(actors.otherPublisher, { title: 'A title nobody used' });
    expect(sameTitle.slug).toMatch(/^quiet-plan-for-the-clinic-[0-9a-f]{6}$/);
    expect(freshTitle.slug).toMatch(/^a-title-nobody-used-[0-9a-f]{6}$/);
    const byAnAdmin = await share(actors.admin, { title: 'A title nobody used' });
    expect(byAnAdmin.slug).toMatch(/^a-title-nobody-used-[0-9a-f]{6}$/);
    expect(
      (await inject({ method: 'GET', url: `/api/story/getbyslug/${byAnAdmin.slug}` })).statusCode,
    ).toBe(200);
  });

  it("publishes an admin's narrative at once, also after an admin's edit", async () => {
    const story = await share(actors.admin, { title: 'Admin shared' });
    expect(story.status).toBe('approved');
    const byPublisher = await share(actors.publisher, { title: 'Fixed by admin' });
    const edited = await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/update/${byPublisher._id}`,
      payload: narrativeFields({ title: 'Fixed by admin' }),
    });
    expect(edited.json().status).toBe('approved');
  });

  it('lets only publishers and admins share, and only the author or an admin change or delete', async () => {
    expect(
      (await inject({ method: 'POST', url: '/api/story/create', payload: narrativeFields() }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await as(actors.user, {
          method: 'POST',
          url: '/api/story/create',
          payload: narrativeFields(),
        })
      ).statusCode,
    ).toBe(403);
    const story = await share(actors.publisher);
    for (const [actor, status] of nonOwners(actors)) {
      const update = await as(actor, {
        method: 'PUT',
        url: `/api/story/update/${story._id}`,
        payload: narrativeFields(),
      });
      expect(update.statusCode).toBe(status);
      expect(
        (await as(actor, { method: 'DELETE', url: `/api/story/delete/${story._id}` })).statusCode,
      ).toBe(status);
    }
    expect(
      (await as(actors.publisher, { method: 'DELETE', url: `/api/story/delete/${story._id}` }))
        .statusCode,
    ).toBe(200);
    const another = await share(actors.publisher);
    expect(
      (await as(actors.admin, { method: 'DELETE', url: `/api/story/delete/${another._id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps review to admins', async () => {
    const story = await share(actors.publisher);
    for (const actor of [actors.publisher, actors.user]) {
      const response = await as(actor, {
        method: 'PUT',
        url: `/api/story/status/${story._id}`,
        payload: { status: 'approved' },
      });
      expect(response.statusCode).toBe(403);
      expect((await as(actor, { method: 'GET', url: '/api/story/pending' })).statusCode).toBe(403);
      expect((await as(actor, { method: 'GET', url: '/api/story/counts' })).statusCode).toBe(403);
    }
    const invalid = await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'pending' },
    });
    expect(invalid.statusCode).toBe(400);

    const pending = (await as(actors.admin, { method: 'GET', url: '/api/story/pending' })).json();
    expect(pending.stories.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    expect(pending.totalPendingStories).toBe(pending.stories.length);
    const counts = (await as(actors.admin, { method: 'GET', url: '/api/story/counts' })).json();
    expect(counts.pendingStories).toBe(pending.totalPendingStories);

    await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'rejected' },
    });
    expect(
      (await as(actors.user, { method: 'GET', url: `/api/story/get/${story._id}` })).statusCode,
    ).toBe(404);
  });
});

describe('rejection reasons', () => {
  const review = (id: string, payload: Record<string, unknown>, actor = actors.admin) =>
    as(actor, { method: 'PUT', url: `/api/story/status/${id}`, payload });
  const reasonSeenBy = async (actor: Actor, id: string) =>
    (await as(actor, { method: 'GET', url: `/api/story/get/${id}` })).json().rejectionReason;
  const ownList = async (actor: Actor, authorId: string) =>
    (await as(actor, { method: 'GET', url: `/api/story/user/${authorId}` })).json().stories as {
      _id: string;
      rejectionReason?: string | null;
    }[];

  it('keeps the reason of a rejection for the author and admins only', async () => {
    const story = await share(actors.publisher, { title: 'Needs a clearer contact' });
    const rejected = await review(story._id, {
      status: 'rejected',
      reason: '  Please add how people can reach you.  ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add how people can reach you.',
    });

    for (const reader of [actors.publisher, actors.admin]) {
      expect(await reasonSeenBy(reader, story._id)).toBe('Please add how people can reach you.');
      const mine = (await ownList(reader, actors.publisher.id)).find((s) => s._id === story._id);
      expect(mine?.rejectionReason).toBe('Please add how people can reach you.');
    }
    const all = (
      await as(actors.admin, { method: 'GET', url: '/api/story/get?status=rejected&limit=100' })
    ).json();
    expect(all.stories.find((s: { _id: string }) => s._id === story._id).rejectionReason).toBe(
      'Please add how people can reach you.',
    );

    // Everyone else is refused the narrative itself, its author's list and its reason.
    for (const other of [actors.visitor, actors.user, actors.otherPublisher]) {
      const answer = await as(other, { method: 'GET', url: `/api/story/get/${story._id}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('reach you');
      const list = await as(other, {
        method: 'GET',
        url: `/api/story/user/${actors.publisher.id}`,
      });
      expect(list.body).not.toContain('reach you');
    }
    expect(JSON.stringify(await publicList('limit=100'))).not.toContain('rejectionReason');
  });

  it('tells the author in the rejection notification, with the reason', async () => {
    const story = await share(actors.publisher, { title: 'Told why' });
    await review(story._id, { status: 'rejected', reason: 'The photo shows a child’s face.' });
    const inbox = (
      await as(actors.publisher, { method: 'GET', url: '/api/notification?limit=100' })
    ).json().notifications as { type: string; message: string }[];
    const told = inbox.filter((n) => n.type === 'narrative_rejected');
    expect(told.map((n) => n.message)).toContain(
      'Your narrative "Told why" was not approved. Reason: The photo shows a child’s face.',
    );
  });

  it('clears the reason on a later approval or edit', async () => {
    const approvedLater = await share(actors.publisher, { title: 'Approved in the end' });
    await review(approvedLater._id, { status: 'rejected', reason: 'Too short' });
    const approved = (await review(approvedLater._id, { status: 'approved' })).json();
    expect(approved.status).toBe('approved');
    expect(approved).not.toHaveProperty('rejectionReason');
    await review(approvedLater._id, { status: 'rejected' });
    expect(await reasonSeenBy(actors.publisher, approvedLater._id)).toBeNull();

    const edited = await share(actors.publisher, { title: 'Edited after review' });
    await review(edited._id, { status: 'rejected', reason: 'Add the country' });
    const afterEdit = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/story/update/${edited._id}`,
      payload: narrativeFields({ title: 'Edited after review' }),
    });
    expect(afterEdit.json()).toMatchObject({ status: 'pending' });
    await review(edited._id, { status: 'rejected' });
    expect(await reasonSeenBy(actors.publisher, edited._id)).toBeNull();
  });

  it('refuses a reason longer than 500 characters, and takes one of 500', async () => {
    const story = await share(actors.publisher, { title: 'Long reasons' });
    const tooLong = await review(story._id, { status: 'rejected', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('The reason must be at most 500 characters');
    expect(await reasonSeenBy(actors.admin, story._id)).toBeUndefined();
    const longest = await review(story._id, { status: 'rejected', reason: 'x'.repeat(500) });
    expect(longest.json().rejectionReason).toHaveLength(500);
    // Only admins decide, with or without a reason.
    expect(
      (await review(story._id, { status: 'rejected', reason: 'Mine' }, actors.publisher))
        .statusCode,
    ).toBe(403);
  });
});

describe('validation', () => {
  it.each([
    [{ title: '' }, 'Please fill in all required fields'],
    [{ body: '<p> </p>' }, 'Please fill in all required fields'],
    [{ country: '' }, 'Please fill in all required fields'],
    [{ contactUsername: ' ' }, 'Please fill in all required fields'],
    [{ country: 'Atlantis' }, 'Please choose a country from the list'],
    [{ category: 'luxury' }, 'Unknown narrative category'],
    [
      { contactPlatform: 'sms' },
      'Contact platform must be email, facebook, whatsapp, telegram or discord',
    ],
    [
      { contactPlatform: 'whatsapp', contactUsername: 'call me' },
      'A WhatsApp contact is a phone number in digits, with the country code',
    ],
    [
      { contactPlatform: 'email', contactUsername: 'nobody' },
      'Please enter a valid e-mail address for the contact',
    ],
    [
      { contactPlatform: 'telegram', contactUsername: '<script>' },
      'A Telegram username has 5 to 32 letters, digits or underscores',
    ],
  ])('refuses %o with "%s"', async (fields, message) => {
    const response = await as(actors.publisher, {
      method: 'POST',
      url: '/api/story/create',
      payload: narrativeFields(fields),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('defaults the category and platform, takes the country in any case, and makes HTML inert', async () => {
    const story = await share(actors.admin, {
      category: undefined,
      contactPlatform: undefined,
      contactUsername: 'help@example.org',
      country: 'kenya',
      body: '<p onclick="x()">Please help</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(story).toMatchObject({
      category: 'general',
      contactPlatform: 'email',
      country: 'Kenya',
    });
    expect(story.body).not.toMatch(/script|onclick|javascript:/);
    expect(story.body).toContain('<p>Please help</p>');
  });

  it("keeps the cover's description (imageAlt), empty when none is sent, at most 250 characters", async () => {
    const described = await share(actors.publisher, {
      image: '/uploads/roof.png',
      imageAlt: 'A tin roof with a hole after the storm',
    });
    expect(described.imageAlt).toBe('A tin roof with a hole after the storm');
    const edited = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/story/update/${described._id}`,
      payload: narrativeFields({ image: '/uploads/roof.png', imageAlt: 'The roof, mended' }),
    });
    expect(edited.json().imageAlt).toBe('The roof, mended');

    expect((await share(actors.publisher)).imageAlt).toBe('');

    const tooLong = await as(actors.publisher, {
      method: 'POST',
      url: '/api/story/create',
      payload: narrativeFields({ imageAlt: 'a'.repeat(251) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The image description must be at most 250 characters');
  });
});

describe('public lists', () => {
  let author: Actor;
  beforeAll(async () => {
    author = await createActor(testApp.app, 'admin', 'narrator');
    await share(author, { title: 'School books for Lima', country: 'Peru', category: 'education' });
    await share(author, {
      title: 'Medicine in Manila',
      country: 'Philippines',
      category: 'medical',
    });
    await share(author, {
      title: 'Warm coats for winter',
      country: 'Ukraine',
      category: 'clothing',
    });
  });

  it('filters by country, category and search term (title, text, author or country)', async () => {
    const titles = (result: { stories: { title: string }[] }) => result.stories.map((s) => s.title);
    expect(titles(await publicList('country=Peru'))).toEqual(['School books for Lima']);
    expect(titles(await publicList('country=peru'))).toEqual(['School books for Lima']);
    expect(titles(await publicList('category=medical'))).toEqual(['Medicine in Manila']);
    expect(titles(await publicList('searchTerm=coats'))).toEqual(['Warm coats for winter']);
    expect(titles(await publicList('searchTerm=philipp'))).toEqual(['Medicine in Manila']);
    const byAuthor = await publicList('searchTerm=narrator');
    expect(byAuthor.totalStories).toBe(3);
  });

  it('lists the countries approved narratives name, and every country for the form', async () => {
    const { countries, allCountries } = (
      await inject({ method: 'GET', url: '/api/story/countries' })
    ).json();
    expect(countries).toEqual(expect.arrayContaining(['Peru', 'Philippines', 'Ukraine']));
    expect(countries).toEqual([...countries].sort());
    expect(allCountries).toHaveLength(195);
    expect(allCountries).toEqual(
      expect.arrayContaining(['Kenya', 'United States', 'Vatican City', 'Palestine']),
    );
  });

  it('shows other statuses to admins only when asked, and an author their own', async () => {
    await share(actors.publisher, { title: 'Waiting in line' });
    const asVisitor = await publicList('status=pending');
    expect(asVisitor.stories.every((s: { status: string }) => s.status === 'approved')).toBe(true);
    const asAdmin = (
      await as(actors.admin, { method: 'GET', url: '/api/story/get?status=pending' })
    ).json();
    expect(asAdmin.stories.length).toBeGreaterThan(0);
    expect(asAdmin.stories.every((s: { status: string }) => s.status === 'pending')).toBe(true);

    const own = await as(actors.publisher, {
      method: 'GET',
      url: `/api/story/user/${actors.publisher.id}?status=pending`,
    });
    expect(
      own
        .json()
        .stories.every(
          (s: { status: string; userId: string }) =>
            s.status === 'pending' && s.userId === actors.publisher.id,
        ),
    ).toBe(true);
    expect(own.json().totalStories).toBeGreaterThan(0);
    expect(
      (await as(actors.user, { method: 'GET', url: `/api/story/user/${actors.publisher.id}` }))
        .statusCode,
    ).toBe(403);
  });

  it('counts views of published narratives only, once per visitor', async () => {
    const story = await share(author, { title: 'Seen by many' });
    const view = (remoteAddress: string) =>
      inject({ method: 'PUT', url: `/api/story/view/${story._id}`, remoteAddress });
    await Promise.all(Array.from({ length: 20 }, (_, i) => view(`203.0.113.${i + 1}`)));
    await Promise.all(Array.from({ length: 200 }, () => view('203.0.113.1')));
    await testApp.app.services.views.flush();
    expect((await inject({ method: 'GET', url: `/api/story/get/${story._id}` })).json().views).toBe(
      20,
    );
    const pending = await share(actors.publisher, { title: 'Not yet seen' });
    expect(
      (await inject({ method: 'PUT', url: `/api/story/view/${pending._id}` })).statusCode,
    ).toBe(404);
  });
});

describe('events', () => {
  it('announces every write of a narrative, and a counted view once', async () => {
    const announced: string[] = [];
    const names = [
      'story.submitted',
      'story.updated',
      'story.reviewed',
      'story.viewed',
      'story.deleted',
    ] as const;
    for (const name of names) testApp.app.events.on(name, () => void announced.push(name));

    const story = await share(actors.publisher, { title: 'Told once' });
    await as(actors.publisher, {
      method: 'PUT',
      url: `/api/story/update/${story._id}`,
      payload: narrativeFields({ title: 'Told twice' }),
    });
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'approved' },
    });
    for (let i = 0; i < 3; i++) {
      await inject({
        method: 'PUT',
        url: `/api/story/view/${story._id}`,
        remoteAddress: '1.2.3.4',
      });
    }
    await as(actors.publisher, { method: 'DELETE', url: `/api/story/delete/${story._id}` });

    expect(announced).toEqual([...names]);
  });
});
