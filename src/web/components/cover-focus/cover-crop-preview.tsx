import { SimpleGrid, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CoverFocus } from '#contracts/cover.constants.ts';
import articleClasses from '#web/components/content-article/content-article.module.css';
import { CoverImage, coverFrameMaxWidth } from '#web/components/cover-image.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './cover-focus.module.css';
import { COVER_VIEWS, type CoverView } from './cover-views.ts';

/**
 * The cover as readers will see it, in each place and at each width: the public pages' own
 * `CoverImage`, frame and focal point, drawn at the frame's true width and scaled down to fit
 * the editor, with the size readers get written under it.
 */
export function CoverCropPreview({
  src,
  focus,
  titleId,
}: {
  src: string;
  focus: CoverFocus;
  /** The heading's id that names the preview. */
  titleId: string;
}) {
  const t = useMessages('shellParts');
  return (
    <section aria-labelledby={titleId} className={classes.preview}>
      <Text id={titleId} fw={600} size="sm">
        {t('shellParts.cover.previewTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="xs">
        {COVER_VIEWS.map((view) => (
          <ViewPreview key={view.key} view={view} src={src} focus={focus} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function ViewPreview({ view, src, focus }: { view: CoverView; src: string; focus: CoverFocus }) {
  const t = useMessages('shellParts');
  const { ref, width: available } = useElementSize();
  const limit = coverFrameMaxWidth(src, view.ratio);
  const shownWidth = Math.round(Math.min(view.width, limit || view.width));
  const shownHeight = Math.round(shownWidth / view.ratio);
  const isLimited = shownWidth < view.width;
  const scale = available > 0 ? Math.min(1, available / view.width) : 1;
  return (
    <figure
      className={classes.view}
      data-wide={view.isWide || undefined}
      data-cover-view={view.key}
      data-frame-width={view.width}
    >
      <div ref={ref} className={classes.stage}>
        <div style={{ width: view.width, zoom: scale }}>
          <div className={view.isArticle ? articleClasses.cover : undefined}>
            <CoverImage src={src} focus={focus} ratio={view.ratio} sizes={view.sizes} />
          </div>
        </div>
      </div>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {t(isLimited ? 'shellParts.cover.viewLimited' : 'shellParts.cover.view', {
          view: t(view.label),
          // As written, not as counts: "1280 px", never "1,280 px".
          screen: String(view.screenWidth),
          width: String(shownWidth),
          height: String(shownHeight),
        })}
      </Text>
    </figure>
  );
}
