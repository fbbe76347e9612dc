import { useStories } from './api.ts';
import { CardGrid } from '#web/components/card-grid.tsx';
import { RecentSection } from '#web/components/recent-section.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './recent-narratives.module.css';
import { NarrativeCard } from './narrative-card.tsx';

export const RECENT_NARRATIVES = 6;

/**
 * The home page's six newest narratives and a View All Narratives link. The spec: a spinner
 * while they load, and nothing at all when they fail or there are none.
 */
export function RecentNarratives() {
  const t = useMessages('site');
  const recent = useStories({ sort: 'desc', limit: RECENT_NARRATIVES });
  const stories = recent.data?.stories.slice(0, RECENT_NARRATIVES) ?? [];

  if (recent.isPending) {
    return (
      <div className={classes.loading}>
        <Loader label={t('site.recentNarratives.loading')} />
      </div>
    );
  }
  if (recent.isError || stories.length === 0) return null;

  return (
    <RecentSection
      id="recent-narratives-title"
      title={t('site.recentNarratives.title')}
      subtitle={t('site.recentNarratives.subtitle')}
      viewAll={{ to: '/stories', label: t('site.recentNarratives.viewAll') }}
    >
      <CardGrid>
        {stories.map((story) => (
          <NarrativeCard key={story._id} story={story} />
        ))}
      </CardGrid>
    </RecentSection>
  );
}
