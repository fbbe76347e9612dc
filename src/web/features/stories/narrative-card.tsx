import {
  Badge,
  Button,
  Card,
  Group,
  Text,
  Title,
  VisuallyHidden,
  type TitleOrder,
} from '@mantine/core';
import { IconArrowRight, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Story } from '#contracts/stories.ts';
import cardClasses from '#web/components/post-card.module.css';
import { CoverImage } from '#web/components/cover-image.tsx';
import { excerpt } from '#web/lib/post-text.ts';
import { usePlainText } from '#web/lib/plain-text.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { CARD_GRID_IMAGE_SIZES } from '#web/components/card-grid.tsx';
import classes from './narrative-card.module.css';
import {
  ContactPlatformIcon,
  contactPlatformLabel,
  narrativeCategoryLabel,
} from './narrative-labels.tsx';

/** The spec: narrative cards show the first 80 characters of the text. */
export const NARRATIVE_EXCERPT_LENGTH = 80;

export const narrativePath = (slug: string) => `/narrative/${encodeURIComponent(slug)}`;

/**
 * The spec's narrative card: image, title, an 80-character excerpt of the text without its
 * markup, category, country, the date it was shared, the contact platform and username, and a
 * Read Full Narrative link.
 */
export function NarrativeCard({
  story,
  headingOrder = 3,
}: {
  story: Story;
  headingOrder?: TitleOrder;
}) {
  const plainText = usePlainText();
  return (
    <Card component="article" withBorder radius="lg" padding="md" className={cardClasses.card}>
      <Card.Section>
        <CoverImage src={story.image} sizes={CARD_GRID_IMAGE_SIZES} />
      </Card.Section>
      <div className={cardClasses.body}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="ember" radius="sm">
            {narrativeCategoryLabel(story.category)}
          </Badge>
        </Group>
        <Title order={headingOrder} className={cardClasses.title} lineClamp={3}>
          {story.title}
        </Title>
        <Text size="sm" c="dimmed" className={classes.excerpt}>
          {excerpt(plainText(story.body), NARRATIVE_EXCERPT_LENGTH)}
        </Text>
        <div className={classes.meta}>
          <span className={classes.metaItem}>
            <IconMapPin size={16} aria-hidden="true" />
            <span>
              <VisuallyHidden component="span">Country: </VisuallyHidden>
              {story.country}
            </span>
          </span>
          <span className={classes.metaItem}>
            <IconCalendar size={16} aria-hidden="true" />
            <LocalDate value={story.createdAt} />
          </span>
        </div>
        <div className={classes.contact}>
          <ContactPlatformIcon platform={story.contactPlatform} decorative />
          <span className={classes.contactName}>
            <VisuallyHidden component="span">
              Contact on {contactPlatformLabel(story.contactPlatform)}:{' '}
            </VisuallyHidden>
            {story.contactVisibility === 'on_request' ? 'on request' : story.contactUsername}
          </span>
        </div>
        <div className={cardClasses.footer}>
          <Button
            component={Link}
            to={narrativePath(story.slug)}
            variant="light"
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            aria-label={`Read Full Narrative: ${story.title}`}
          >
            Read Full Narrative
          </Button>
        </div>
      </div>
    </Card>
  );
}
