import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace, translatorOf } from '#web/i18n/messages.ts';
import { countLine, rangeLine } from './count-line.ts';

const USERS = { shown: 'moderation.count.users.shown', none: 'moderation.count.users.none' };
const CASES = {
  shown: 'donations.count.cases.shown',
  none: 'donations.count.cases.none',
  range: 'donations.count.cases.range',
  total: 'donations.count.cases.total',
};

beforeAll(async () => {
  for (const locale of ['en', 'es'] as const) {
    await loadNamespace(locale, 'moderation');
    await loadNamespace(locale, 'donations');
  }
});

describe('count lines', () => {
  const t = (id: string, values?: Record<string, unknown>) => translatorOf('en')(id, values);

  it('say what is on screen and what exists, one in the singular', () => {
    expect(countLine(t, USERS, 9, 30)).toBe('Showing 9 of 30 users');
    expect(countLine(t, USERS, 1, 1)).toBe('Showing 1 of 1 user');
  });

  it('say there are none instead of showing 0 of 0', () => {
    expect(countLine(t, USERS, 0, 0)).toBe('No users');
  });

  it('group thousands', () => {
    expect(countLine(t, USERS, 9, 1200)).toBe('Showing 9 of 1,200 users');
  });

  it('never show more than exist when the list shrank since it was loaded', () => {
    expect(countLine(t, USERS, 18, 17)).toBe('Showing 17 of 17 users');
  });

  it('speak the page’s language', () => {
    const es = (id: string, values?: Record<string, unknown>) => translatorOf('es')(id, values);
    expect(countLine(es, USERS, 9, 1200)).toBe('Mostrando 9 de 1200 usuarios');
    expect(rangeLine(es, CASES, 11, 10, 23)).toBe('Mostrando 11–20 de 23 casos');
  });
});

describe('range lines of a paged list', () => {
  const t = (id: string, values?: Record<string, unknown>) => translatorOf('en')(id, values);

  it('say which rows of how many are on this page', () => {
    expect(rangeLine(t, CASES, 11, 10, 23)).toBe('Showing 11–20 of 23 cases');
    expect(rangeLine(t, CASES, 21, 3, 23)).toBe('Showing 21–23 of 23 cases');
  });

  it('name a single row once', () => {
    expect(rangeLine(t, CASES, 1, 1, 1)).toBe('Showing 1 of 1 case');
    expect(rangeLine(t, CASES, 21, 1, 21)).toBe('Showing 21 of 21 cases');
  });

  it('say the total alone when the page came back empty, and none when there are none', () => {
    expect(rangeLine(t, CASES, 11, 0, 10)).toBe('10 cases');
    expect(rangeLine(t, CASES, 1, 0, 0)).toBe('No cases');
  });
});
