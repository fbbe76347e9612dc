import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '#contracts/common.ts';

/**
 * Whether the screen is at least the spec's breakpoint (768 px): management lists show a table
 * there and cards below it. Read at once, so a phone never draws the table first.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(`(min-width: ${NARROW_SCREEN_PX}px)`, true, {
    getInitialValueInEffect: false,
  });
}
