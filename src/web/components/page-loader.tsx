import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './page-loader.module.css';
import { Loader } from './ui/loader.tsx';

/** Shown while the first page's code loads; it fades in late so fast loads never flash it. */
export function PageLoader() {
  const t = useMessages('shell');
  return (
    <div className={classes.root}>
      <Loader label={t('shell.loadingPage')} />
    </div>
  );
}
