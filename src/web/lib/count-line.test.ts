import { describe, expect, it } from 'vitest';
import { countLine, countOf, rangeLine } from './count-line.ts';

const posts = { one: 'post', other: 'posts' };

describe('count lines', () => {
  it('say what is on screen and what exists', () => {
    expect(countLine(9, 30, posts)).toBe('Showing 9 of 30 posts');
    expect(countLine(30, 30, posts)).toBe('Showing 30 of 30 posts');
  });

  it('use the singular for one', () => {
    expect(countLine(1, 1, posts)).toBe('Showing 1 of 1 post');
    expect(countOf(1, posts)).toBe('1 post');
    expect(countOf(0, posts)).toBe('0 posts');
  });

  it('say there are none instead of showing 0 of 0', () => {
    expect(countLine(0, 0, posts)).toBe('No posts');
  });

  it('group thousands', () => {
    expect(countLine(9, 1200, posts)).toBe('Showing 9 of 1,200 posts');
  });

  it('never show more than exist when the list shrank since it was loaded', () => {
    expect(countLine(18, 17, posts)).toBe('Showing 17 of 17 posts');
  });

  it('take irregular plurals', () => {
    expect(countLine(2, 2, { one: 'case', other: 'cases' })).toBe('Showing 2 of 2 cases');
    expect(countOf(3, { one: 'person', other: 'people' })).toBe('3 people');
  });
});

describe('range lines of a paged list', () => {
  const cases = { one: 'case', other: 'cases' };

  it('say which rows of how many are on this page', () => {
    expect(rangeLine(11, 10, 23, cases)).toBe('Showing 11–20 of 23 cases');
    expect(rangeLine(21, 3, 23, cases)).toBe('Showing 21–23 of 23 cases');
  });

  it('name a single row once', () => {
    expect(rangeLine(1, 1, 1, cases)).toBe('Showing 1 of 1 case');
    expect(rangeLine(21, 1, 21, cases)).toBe('Showing 21 of 21 cases');
  });

  it('say the total alone when the page came back empty, and none when there are none', () => {
    expect(rangeLine(11, 0, 10, cases)).toBe('10 cases');
    expect(rangeLine(1, 0, 0, cases)).toBe('No cases');
  });
});
