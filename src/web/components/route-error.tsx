import { IconRefresh } from '@tabler/icons-react';
import type { FallbackProps } from 'react-error-boundary';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import layout from '#web/components/ui/layout.module.css';
import classes from './route-error.module.css';
import { Button, ButtonLink } from './ui/button.tsx';
import text from './ui/text.module.css';

/** A page's code failed to download: usually a new release replaced the old files. */
function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** What a page shows when it throws or its code cannot be loaded; the header stays usable. */
export function RouteError({ error }: FallbackProps) {
  const t = useMessages('shell');
  usePageTitle(t('shell.error.title'));
  if (!isChunkLoadError(error)) console.error(error);

  const description = isChunkLoadError(error)
    ? t('shell.error.chunkFailed')
    : t('shell.error.unexpected');

  return (
    <div className={classes.root}>
      <h1 className={text.h1}>{t('shell.error.title')}</h1>
      <p className={`${text.lg} ${text.dimmed}`}>{description}</p>
      <div className={layout.callsToAction}>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('shell.error.reload')}
        </Button>
        <ButtonLink to="/" variant="default" reloadDocument>
          {t('shell.error.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
