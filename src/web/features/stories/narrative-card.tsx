import { IconArrowRight, IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { NarrativeCategory } from '#contracts/stories.constants.ts';
import type { Story } from '#contracts/stories.ts';
import cardClasses from '#web/components/post-card.module.css';
import { CoverImage } from '#web/components/cover-image.tsx';
import { excerpt } from '#web/lib/post-text.ts';
import { usePlainText } from '#web/lib/plain-text.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { CARD_GRID_IMAGE_SIZES } from '#web/components/card-grid.tsx';
import badge from '#web/components/ui/badge.module.css';
import { ButtonLink } from '#web/components/ui/button.tsx';
import card from '#web/components/ui/card.module.css';
import layout from '#web/components/ui/layout.module.css';
import metaLine from '#web/components/ui/meta-line.module.css';
import text from '#web/components/ui/text.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './narrative-card.module.css';
import { ContactPlatformIcon, narrativeCategoryLabel } from './narrative-labels.tsx';

/** The spec: narrative cards show the first 80 characters of the text. */
export const NARRATIVE_EXCERPT_LENGTH = 80;

export const narrativePath = (slug: string) => `/narrative/${encodeURIComponent(slug)}`;

/**
 * The spec's narrative card: image, title, an 80-character excerpt of the text without its
 * markup, category, country, the date it was shared, the contact platform and username, and a
 * Read Full Narrative link.
 */
export function NarrativeCard({ story, headingOrder = 3 }: { story: Story; headingOrder?: 2 | 3 }) {
  const t = useMessages('site');
  const plainText = usePlainText();
  const Heading = `h${headingOrder}` as const;
  // A category the catalog does not know (an older one) reads as its stored name.
  const categoryName = (category: string) => {
    const id = `site.narrativeCard.category.${category as NarrativeCategory}` as const;
    const name = t(id);
    return name === id ? narrativeCategoryLabel(category) : name;
  };
  return (
    <article className={`${card.card} ${cardClasses.card}`}>
      <div className={card.edge}>
        <CoverImage src={story.image} focus={story.coverFocus} sizes={CARD_GRID_IMAGE_SIZES} />
      </div>
      <div className={cardClasses.body}>
        <span className={badge.badge}>{categoryName(story.category)}</span>
        <Heading className={`${text.heading} ${cardClasses.title} ${layout.clamp3}`}>
          {story.title}
        </Heading>
        <p className={`${text.sm} ${text.dimmed} ${classes.excerpt}`}>
          {excerpt(plainText(story.body), NARRATIVE_EXCERPT_LENGTH)}
        </p>
        <div className={`${metaLine.line} ${classes.meta}`}>
          <span className={`${metaLine.item} ${classes.metaItem}`}>
            <IconMapPin size={16} aria-hidden="true" />
            <span>
              <span className={layout.visuallyHidden}>{t('site.narrativeCard.country')} </span>
              {story.country}
            </span>
          </span>
          <span className={`${metaLine.item} ${classes.metaItem}`}>
            <IconCalendar size={16} aria-hidden="true" />
            <LocalDate value={story.createdAt} />
          </span>
        </div>
        <div className={classes.contact}>
          <ContactPlatformIcon platform={story.contactPlatform} decorative />
          <span className={classes.contactName}>
            <span className={layout.visuallyHidden}>
              {t('site.narrativeCard.contactOn', {
                platform: story.contactPlatform,
              })}{' '}
            </span>
            {story.contactVisibility === 'on_request'
              ? t('site.narrativeCard.onRequest')
              : story.contactUsername}
          </span>
        </div>
        <div className={cardClasses.footer}>
          <ButtonLink
            to={narrativePath(story.slug)}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            aria-label={t('site.narrativeCard.readLabel', { title: story.title })}
          >
            {t('site.narrativeCard.read')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
