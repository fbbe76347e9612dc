import { Badge, Group, Modal, Text } from '@mantine/core';
import type { CoverFocus } from '#contracts/cover.constants.ts';
import { UNTITLED_POST } from '#contracts/posts.constants.ts';
import { PostContentArticle } from '#web/components/content-article/post-content-article.tsx';
import { categoryLabel, hasCategory } from '#web/lib/post-category.ts';

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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title="Preview"
      closeButtonProps={{ 'aria-label': 'Close the preview' }}
    >
      <div style={{ maxWidth: 928, margin: '0 auto' }}>
        <PostContentArticle
          titleId="preview-title"
          title={post.title || UNTITLED_POST}
          top={
            hasCategory(post.category) && (
              <Group>
                <Badge variant="light" size="lg" radius="sm">
                  {categoryLabel(post.category)}
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
