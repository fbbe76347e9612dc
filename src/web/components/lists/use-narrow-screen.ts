import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '#contracts/common.constants.ts';

/**
 * True under the spec's 768 px breakpoint, where the dashboard's tables become cards (or up to
 * `maxWidth`, a CSS length). Read on the first render (not in an effect), so a phone never draws
 * the wide table first.
 */
export function useNarrowScreen(maxWidth = `${NARROW_SCREEN_PX - 0.02}px`): boolean {
  return useMediaQuery(`(max-width: ${maxWidth})`, false, {
    getInitialValueInEffect: false,
  });
}
