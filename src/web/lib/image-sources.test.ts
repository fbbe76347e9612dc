import { describe, expect, it } from 'vitest';
import { avatarSource, imageSourceFor, imageSources } from './image-sources.ts';

const upload = '/uploads/1a2b3c4d/0e6f7a8b-0000-4000-8000-000000000000_1200x800.jpg';
const stem = upload.replace(/\.jpg$/, '');

describe('imageSources', () => {
  it('lists every narrower WebP variant and the original, with the intrinsic size', () => {
    expect(imageSources(upload)).toEqual({
      src: upload,
      srcSet: [
        `${stem}.w320.webp 320w`,
        `${stem}.w640.webp 640w`,
        `${stem}.w960.webp 960w`,
        `${upload} 1200w`,
      ].join(', '),
      width: 1200,
      height: 800,
    });
  });

  it('offers no variant as wide as the original', () => {
    const { srcSet } = imageSources('/uploads/demo/post-01-ab12cd34_1280x720.png');
    expect(srcSet).not.toContain('1280.webp');
    expect(srcSet).toContain('/uploads/demo/post-01-ab12cd34_1280x720.png 1280w');
  });

  it('gives an image narrower than every variant its size and no srcset', () => {
    expect(imageSources('/uploads/demo/avatar-1-0badf00d_256x256.gif')).toEqual({
      src: '/uploads/demo/avatar-1-0badf00d_256x256.gif',
      width: 256,
      height: 256,
    });
  });

  it.each([
    ['an upload from before sizes were named', '/uploads/1a2b3c4d/0e6f7a8b.jpg'],
    ['an external image', 'https://images.example.com/photo_1200x800.jpg'],
    ['an address that only starts like an upload', 'https://evil.example/uploads/x_1200x800.jpg'],
    ['a query after the name', '/uploads/x_1200x800.jpg?v=2'],
    ['a variant itself', `${stem}.w640.webp`],
    ['a size of zero', '/uploads/x_0x800.jpg'],
    ['characters that would break a srcset', '/uploads/a, b.jpg 1w_1200x800.jpg'],
    ['an empty string', ''],
  ])('shows %s as it is', (_, url) => {
    expect(imageSources(url)).toEqual({ src: url });
  });
});

describe('imageSourceFor', () => {
  it('picks the smallest variant still sharp on a double-density screen', () => {
    expect(imageSourceFor(upload, 36)).toBe(`${stem}.w320.webp`);
    expect(imageSourceFor(upload, 200)).toBe(`${stem}.w640.webp`);
  });

  it('falls back to the original when no variant is wide enough, or the URL names no size', () => {
    expect(imageSourceFor(upload, 500)).toBe(upload);
    expect(imageSourceFor('/uploads/old.jpg', 36)).toBe('/uploads/old.jpg');
  });

  it('gives Mantine’s Avatar null for a missing picture', () => {
    expect(avatarSource('', 36)).toBeNull();
    expect(avatarSource(undefined, 36)).toBeNull();
    expect(avatarSource(upload, 36)).toBe(`${stem}.w320.webp`);
  });
});
