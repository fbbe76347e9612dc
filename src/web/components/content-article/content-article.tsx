import { Container, Group, Stack, Title, Typography } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CoverFocus } from '#contracts/cover.constants.ts';
import { CoverImage } from '#web/components/cover-image.tsx';
import classes from './content-article.module.css';
import layout from '../ui/layout.module.css';

/** The cover spans the article's column: a medium container, less its padding. */
export const ARTICLE_COVER_SIZES = '(min-width: 62em) 928px, 100vw';
/** The article cover's frame: the crop readers see on a post's or a narrative's page. */
export const ARTICLE_COVER_RATIO = 16 / 9;

interface ContentArticleProps {
  /** The heading's id, which labels the article. */
  titleId: string;
  title: string;
  /** The row above the title: the category, badges, actions. */
  top: ReactNode;
  /** The meta line under the title: author, place, date, reading time. */
  meta: ReactNode;
  image: string;
  /** What the cover shows; empty when the title beside it says all (the image is then decorative). */
  imageAlt?: string;
  /** Where the cover's crop centres (the author's focal point). */
  imageFocus?: CoverFocus;
  /** HTML the server sanitized with an allowlist before storing it. */
  html: string;
  /** The language the title and text are written in (BCP 47), so they are read and shaped in it. */
  language?: string;
}

/** A post's or a narrative's body: its header, cover image and text. */
export function ContentArticle({
  titleId,
  title,
  top,
  meta,
  image,
  imageAlt = '',
  imageFocus,
  html,
  language,
}: ContentArticleProps) {
  return (
    <article aria-labelledby={titleId}>
      <Stack gap="lg">
        <header className={classes.header}>
          {top}
          <Title order={1} id={titleId} className={classes.title} lang={language} dir="auto">
            {title}
          </Title>
          <div className={`${layout.spreadRow} ${classes.meta}`}>{meta}</div>
        </header>

        {image && (
          <div className={classes.cover}>
            <CoverImage
              src={image}
              alt={imageAlt}
              ratio={ARTICLE_COVER_RATIO}
              focus={imageFocus}
              sizes={ARTICLE_COVER_SIZES}
              priority
            />
          </div>
        )}

        {/* Safe: the server sanitizes post and narrative HTML with an allowlist before storing it. */}
        <Typography className={classes.content}>
          <div lang={language} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      </Stack>
    </article>
  );
}

/** One fact of the meta line: an icon and its text. */
export function MetaItem({ icon: ItemIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ItemIcon size={16} aria-hidden="true" />
      {children}
    </Group>
  );
}

/** The page around an article: a spinner until there is something to show, then the column. */
export function ContentPageFrame({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: ReactNode;
}) {
  if (!children) {
    return <CenteredLoader label={loadingLabel} py={96} isStatus />;
  }
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      {children}
    </Container>
  );
}
