import { Fragment } from 'react';
import type { SearchSnippet as Segments } from '#contracts/common.ts';
import layout from '../ui/layout.module.css';
import text from '../ui/text.module.css';
import classes from './search-results.module.css';

/**
 * A search result's passages with the matched words marked. The segments are plain text, so
 * a writer's markup shows as text and never runs as HTML.
 */
export function SearchSnippet({ segments }: { segments: Segments }) {
  return (
    <p className={`${text.sm} ${text.dimmed} ${layout.clamp3}`} data-search-snippet="">
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={classes.match}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
