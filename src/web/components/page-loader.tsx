import { Center, Loader } from '@mantine/core';
import classes from './page-loader.module.css';

/** Shown while the first page's code loads; it fades in late so fast loads never flash it. */
export function PageLoader() {
  return (
    <Center className={classes.root} role="status" aria-label="Loading page">
      <Loader color="ember" />
    </Center>
  );
}
