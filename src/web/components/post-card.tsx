import { Avatar, Badge, Button, Card, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Post } from '#contracts/posts.ts';
import classes from './post-card.module.css';
import { CoverImage } from './cover-image.tsx';
import { CARD_GRID_IMAGE_SIZES } from './card-grid.tsx';
import { categoryLabel } from '#web/lib/post-category.ts';
import { avatarSource } from '#web/lib/image-sources.ts';

/**
 * The spec's post card: cover image, title, category, the author's avatar and name (to their
 * profile) and a Read Article link to the post.
 */
export function PostCard({
  post,
  headingOrder = 3,
  priority = false,
}: {
  post: Post;
  headingOrder?: TitleOrder;
  /** The card whose image is the page's largest paint: loaded at once, not lazily. */
  priority?: boolean;
}) {
  const author = post.userId;
  return (
    <Card component="article" withBorder radius="lg" padding="md" className={classes.card}>
      <Card.Section>
        <CoverImage src={post.image} sizes={CARD_GRID_IMAGE_SIZES} priority={priority} />
      </Card.Section>
      <div className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" color="ember" radius="sm">
            {categoryLabel(post.category)}
          </Badge>
        </Group>
        <Title order={headingOrder} className={classes.title} lineClamp={3}>
          {post.title}
        </Title>
        {post.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.excerpt}
          </Text>
        )}
        {author ? (
          <Link to={`/profile/${encodeURIComponent(author.username)}`} className={classes.author}>
            <Avatar src={avatarSource(author.profilePicture, 28)} alt="" size={28} radius="xl" />
            <span className={classes.authorName}>{author.username}</span>
          </Link>
        ) : (
          <Text size="sm" c="dimmed">
            A former member
          </Text>
        )}
        <div className={classes.footer}>
          <Button
            component={Link}
            to={`/post/${encodeURIComponent(post.slug)}`}
            variant="light"
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            aria-label={`Read Article: ${post.title}`}
          >
            Read Article
          </Button>
        </div>
      </div>
    </Card>
  );
}
