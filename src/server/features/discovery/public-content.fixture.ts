import { expect } from 'vitest';
import type { Actor } from '../../test/actors.ts';
import type { TestApp } from '../../test/test-app.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';

type Fields = Record<string, unknown>;

/**
 * Writes public and private content through the API, as members and admins would, for the
 * sitemap and feed tests.
 */
export function contentWriter(testApp: () => TestApp, admin: Actor) {
  const send = async (actor: Actor, method: 'POST' | 'PUT', url: string, payload: Fields) => {
    const response = await testApp().app.inject({ method, url, payload, headers: actor.headers });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  return {
    post: (author: Actor, fields: Fields = {}) =>
      send(author, 'POST', '/api/post/create', {
        title: 'A walk by the river',
        content: '<p>We walked by the river at dawn.</p>',
        ...fields,
      }),
    /** A publisher's narrative is pending until an admin reviews it. */
    narrative: (author: Actor, fields: Fields = {}) =>
      send(author, 'POST', '/api/story/create', narrativeFields(fields)),
    review: (storyId: string, status: 'approved' | 'rejected') =>
      send(admin, 'PUT', `/api/story/status/${storyId}`, { status }),
    openCase: (fields: Fields = {}) =>
      send(admin, 'POST', '/api/donation/case', {
        title: 'Clean water',
        description: 'A well for the school',
        ...fields,
      }),
    pauseCase: (caseId: string) =>
      send(admin, 'PUT', `/api/donation/case/${caseId}`, { active: false }),
  };
}
