import type { ReactNode } from 'react';
import type { CoverFocus } from '#contracts/cover.constants.ts';
import { ContentArticle } from './content-article.tsx';
import { PostMeta } from './post-meta.tsx';

interface PostContentArticleProps {
  titleId: string;
  title: string;
  /** The language the post is written in (BCP 47). */
  language?: string;
  /** The row above the title: the category, the post's actions. */
  top: ReactNode;
  /** Who wrote it, first in the meta line. */
  byline: ReactNode;
  date: Date | string;
  post: { content: string; image: string; imageAlt: string; coverFocus: CoverFocus };
}

/** A post as readers see it, on its page and in the editor's preview: its meta line, cover and text. */
export function PostContentArticle({ byline, date, post, ...header }: PostContentArticleProps) {
  return (
    <ContentArticle
      {...header}
      meta={<PostMeta byline={byline} date={date} html={post.content} />}
      image={post.image}
      imageAlt={post.imageAlt}
      imageFocus={post.coverFocus}
      html={post.content}
    />
  );
}
