import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '#contracts/common.constants.ts';

/**
 * True under the spec's 768 px breakpoint, where the dashboard's tables become cards. Read on the
 * first render (not in an effect), so a phone never draws the wide table first.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(`(max-width: ${NARROW_SCREEN_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
}
