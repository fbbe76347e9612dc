import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './recent-section.module.css';
import { ButtonLink } from './ui/button.tsx';
import layout from './ui/layout.module.css';
import text from './ui/text.module.css';

interface RecentSectionProps {
  /** The heading's id. */
  id: string;
  title: string;
  subtitle: string;
  viewAll: { to: string; label: string };
  /** The last band of the page keeps room below it as well. */
  padBottom?: boolean;
  children: ReactNode;
}

/** A home page band of the newest items: a heading, a View All link, then the items. */
export function RecentSection({
  id,
  title,
  subtitle,
  viewAll,
  padBottom,
  children,
}: RecentSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`${layout.container} ${padBottom ? layout.band : layout.bandAbove}`}
    >
      <div className={classes.heading}>
        <div className={classes.titles}>
          <h2 className={text.h2} id={id}>
            {title}
          </h2>
          <p className={`${text.md} ${text.dimmed}`}>{subtitle}</p>
        </div>
        <ButtonLink
          to={viewAll.to}
          variant="subtle"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          {viewAll.label}
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}
