import { Avatar, ThemeIcon } from '@mantine/core';
import { IconArticle } from '@tabler/icons-react';
import type { Post } from '#contracts/posts.ts';
import type { UserListItem } from '#contracts/users.ts';
import { hasCategory } from '#web/lib/post-category.ts';
import { usePostCategoryName } from '#web/components/post-category-name.ts';
import { RoleBadges } from '#web/components/role-badges.tsx';
import classes from './nav-search.module.css';
import { avatarSource } from '#web/lib/image-sources.ts';

export const postPath = (post: Post) => `/post/${encodeURIComponent(post.slug)}`;
export const profilePath = (user: UserListItem) => `/profile/${encodeURIComponent(user.username)}`;

export function PostResult({ post }: { post: Post }) {
  const categoryName = usePostCategoryName();
  return (
    <div className={classes.result}>
      <ThemeIcon variant="light" radius="md" size={32} aria-hidden="true">
        <IconArticle size={18} />
      </ThemeIcon>
      <div className={classes.resultText}>
        <span className={classes.resultTitle}>{post.title}</span>
        <span className={classes.resultMeta}>
          {[hasCategory(post.category) && categoryName(post.category), post.userId?.username]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    </div>
  );
}

export function UserResult({ user }: { user: UserListItem }) {
  return (
    <div className={classes.result}>
      <Avatar src={avatarSource(user.profilePicture, 32)} alt="" size={32} radius="xl" />
      <div className={classes.resultText}>
        <span className={classes.resultTitle}>{user.username}</span>
      </div>
      <RoleBadges user={user} size="xs" />
    </div>
  );
}
