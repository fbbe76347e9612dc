import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverImage, coverFrameMaxWidth } from './cover-image.tsx';

describe('a cover never drawn above its own size', () => {
  it('is framed no wider than its image, nor than the image’s height allows at the ratio', () => {
    expect(coverFrameMaxWidth('/uploads/u/tall_400x1000.png', 16 / 9)).toBe(400);
    expect(coverFrameMaxWidth('/uploads/u/wide_1920x450.jpg', 16 / 9)).toBe(800);
    expect(coverFrameMaxWidth('/uploads/u/demo_1200x630.jpg', 16 / 9)).toBe(1120);
  });

  it('sets no limit for an image whose URL names no size', () => {
    expect(coverFrameMaxWidth('https://example.org/any.jpg', 16 / 9)).toBeFalsy();
  });

  it('centres its crop on the focal point, the middle without one', () => {
    const cover = (focus?: { x: number; y: number }) =>
      renderToString(
        createElement(CoverImage, { src: '/uploads/u/tall_400x1000.png', sizes: '100vw', focus }),
      );
    expect(cover({ x: 25, y: 80 })).toContain('--focus:25% 80%;max-width:400px');
    expect(cover()).not.toContain('--focus');
  });
});
