import { Button, Group, type MantineSpacing } from '@mantine/core';
import { IconSearch, type Icon } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * A filter form's Search (its submit) and Reset, side by side; Reset is off while there is
 * nothing to clear.
 */
export function SearchButtons({
  onReset,
  canReset,
  resetIcon: ResetIcon,
  withSearchIcon = false,
  gap = 'sm',
}: {
  onReset: () => void;
  canReset: boolean;
  resetIcon: Icon;
  /** The magnifier on Search too, where the search box has none. */
  withSearchIcon?: boolean;
  gap?: MantineSpacing;
}) {
  const t = useMessages('shellParts');
  return (
    <Group gap={gap} wrap="nowrap">
      <Button
        type="submit"
        leftSection={withSearchIcon ? <IconSearch size={16} aria-hidden="true" /> : undefined}
      >
        {t('shellParts.search.submit')}
      </Button>
      <Button
        variant="default"
        onClick={onReset}
        disabled={!canReset}
        leftSection={<ResetIcon size={16} aria-hidden="true" />}
      >
        {t('shellParts.search.reset')}
      </Button>
    </Group>
  );
}
