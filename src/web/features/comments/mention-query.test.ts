import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention } from './mention-query.ts';

describe('findMentionQuery', () => {
  it('finds an @ at the start or after whitespace, up to the caret', () => {
    expect(findMentionQuery('@pri', 4)).toEqual({ start: 0, query: 'pri' });
    expect(findMentionQuery('thanks @pri', 11)).toEqual({ start: 7, query: 'pri' });
    expect(findMentionQuery('line\n@to', 8)).toEqual({ start: 5, query: 'to' });
    expect(findMentionQuery('hello @', 7)).toEqual({ start: 6, query: '' });
  });

  it('ignores an @ inside a word, after a space was typed, or behind the caret', () => {
    expect(findMentionQuery('mail@example', 12)).toBeNull();
    expect(findMentionQuery('@priya nice', 11)).toBeNull();
    expect(findMentionQuery('hi @pri', 2)).toBeNull();
    expect(findMentionQuery('no mention here', 15)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the username and a space, caret after it', () => {
    const text = 'thanks @pri and more';
    const mention = findMentionQuery(text, 11)!;
    expect(insertMention(text, 11, mention, 'priya_nair')).toEqual({
      text: 'thanks @priya_nair and more',
      caret: 19,
    });
  });
});
