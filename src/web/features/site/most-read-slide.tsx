import { useMessages } from '#web/i18n/use-messages.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { IconArrowRight, IconCalendar, IconEye } from '@tabler/icons-react';
import type { Post } from '#web/features/posts/api.ts';
import { CoverImage } from '#web/components/cover-image.tsx';
import { excerpt } from '#web/lib/post-text.ts';
import { usePlainText } from '#web/lib/plain-text.ts';
import { usePostCategoryName } from '#web/components/post-category-name.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import badge from '#web/components/ui/badge.module.css';
import { ButtonLink } from '#web/components/ui/button.tsx';
import layout from '#web/components/ui/layout.module.css';
import metaLine from '#web/components/ui/meta-line.module.css';
import text from '#web/components/ui/text.module.css';
import classes from './most-read-carousel.module.css';

export const EXCERPT_LENGTH = 150;
/** The image takes the slide's left part (1.1 of 2.1 columns) from the small breakpoint up. */
const SLIDE_IMAGE_SIZES = '(min-width: 75em) 580px, (min-width: 48em) 52vw, 100vw';

/** One post of the Most Read carousel: its cover beside its date, views, category and excerpt. */
export function MostReadSlide({ post }: { post: Post }) {
  const t = useMessages('site');
  const format = useFormat();
  const plainText = usePlainText();
  const categoryName = usePostCategoryName();
  return (
    <div className={classes.slide}>
      <CoverImage
        src={post.image}
        focus={post.coverFocus}
        ratio={16 / 10}
        sizes={SLIDE_IMAGE_SIZES}
      />
      <div className={classes.text}>
        <div className={`${metaLine.line} ${classes.meta}`}>
          <span className={`${metaLine.item} ${classes.metaItem}`}>
            <IconCalendar size={16} aria-hidden="true" />
            <LocalDate value={post.createdAt} />
          </span>
          <span className={`${metaLine.item} ${classes.metaItem}`}>
            <IconEye size={16} aria-hidden="true" />
            {t('site.mostRead.views', { count: post.views, views: format.count(post.views) })}
          </span>
          <span className={badge.badge}>{categoryName(post.category)}</span>
        </div>
        <h3 className={`${text.h3} ${classes.title} ${layout.clamp3}`}>{post.title}</h3>
        <p className={`${text.md} ${classes.excerpt}`}>
          {excerpt(plainText(post.content), EXCERPT_LENGTH)}
        </p>
        <ButtonLink
          to={`/post/${encodeURIComponent(post.slug)}`}
          className={classes.readLink}
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          aria-label={t('site.mostRead.readLabel', { title: post.title })}
          data-focus-key={`most-read-${post._id}`}
        >
          {t('site.mostRead.read')}
        </ButtonLink>
      </div>
    </div>
  );
}
