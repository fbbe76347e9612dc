import { Badge, Group, Modal, Text } from '@mantine/core';
import type { CoverFocus } from '#contracts/cover.constants.ts';
import { PostContentArticle } from '#web/components/content-article/post-content-article.tsx';
import { hasCategory } from '#web/lib/post-category.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { categoryId } from './category-id.ts';

export interface PreviewedPost {
  title: string;
  content: string;
  category: string;
  image: string;
  imageAlt: string;
  coverFocus: CoverFocus;
  authorName: string;
  /** When it goes out: now, or its scheduled time. */
  date: Date;
}

/** The post as readers will see it, with the article of the post page, in a full-screen dialog. */
export function PostPreview({
  post,
  opened,
  onClose,
}: {
  post: PreviewedPost;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useMessages('posts');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('posts.editor.preview')}
      closeButtonProps={{ 'aria-label': t('posts.preview.close') }}
    >
      <div style={{ maxWidth: 928, margin: '0 auto' }}>
        <PostContentArticle
          titleId="preview-title"
          title={post.title || t('posts.history.untitled')}
          top={
            hasCategory(post.category) && (
              <Group>
                <Badge variant="light" size="lg" radius="sm">
                  {t(categoryId(post.category))}
                </Badge>
              </Group>
            )
          }
          byline={
            <Text size="sm" fw={500}>
              {post.authorName}
            </Text>
          }
          date={post.date}
          post={post}
        />
      </div>
    </Modal>
  );
}
