import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post } from '#contracts/posts.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './post-card.module.css';
import { Avatar } from './ui/avatar.tsx';
import badge from './ui/badge.module.css';
import { ButtonLink } from './ui/button.tsx';
import card from './ui/card.module.css';
import layout from './ui/layout.module.css';
import text from './ui/text.module.css';
import { CoverImage } from './cover-image.tsx';
import { CARD_GRID_IMAGE_SIZES } from './card-grid.tsx';
import { hasCategory } from '#web/lib/post-category.ts';
import { usePostCategoryName } from './post-category-name.ts';
import { avatarSource } from '#web/lib/image-sources.ts';

/**
 * The spec's post card: cover image, title, category, the author's avatar and name (to their
 * profile) and a Read post link to the post.
 */
export function PostCard({
  post,
  headingOrder = 3,
  priority = false,
  summary,
}: {
  post: Post;
  headingOrder?: 2 | 3;
  /** The card whose image is the page's largest paint: loaded at once, not lazily. */
  priority?: boolean;
  /** Shown under the excerpt (a search's snippet). */
  summary?: ReactNode;
}) {
  const t = useMessages('shell');
  const categoryName = usePostCategoryName();
  const author = post.userId;
  const Heading = `h${headingOrder}` as const;
  return (
    <article className={`${card.card} ${classes.card}`}>
      <div className={card.edge}>
        <CoverImage
          src={post.image}
          focus={post.coverFocus}
          sizes={CARD_GRID_IMAGE_SIZES}
          priority={priority}
        />
      </div>
      <div className={classes.body}>
        {hasCategory(post.category) && (
          <span className={badge.badge}>{categoryName(post.category)}</span>
        )}
        <Heading className={`${text.heading} ${classes.title} ${layout.clamp3}`}>
          {post.title}
        </Heading>
        {post.excerpt && (
          <p className={`${text.sm} ${text.dimmed} ${layout.clamp3}`}>{post.excerpt}</p>
        )}
        {summary}
        {author ? (
          <Link to={`/profile/${encodeURIComponent(author.username)}`} className={classes.author}>
            <Avatar src={avatarSource(author.profilePicture, 28)} size={28} />
            <span className={classes.authorName}>{author.username}</span>
          </Link>
        ) : (
          <p className={`${text.sm} ${text.dimmed}`}>{t('shell.postCard.formerMember')}</p>
        )}
        <div className={classes.footer}>
          <ButtonLink
            to={`/post/${encodeURIComponent(post.slug)}`}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            aria-label={t('shell.postCard.readLabel', { title: post.title })}
          >
            {t('shell.postCard.read')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
