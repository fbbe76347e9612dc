import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, type LinkProps } from 'react-router';

interface LinkButtonProps extends ButtonProps, Pick<LinkProps, 'to' | 'state'> {
  /** Drawn before the label, hidden from screen readers (the label names the link). */
  icon: Icon;
  iconSize?: number;
}

/** A button that opens another page, an icon before its label. */
export function LinkButton({ icon: LeadingIcon, iconSize = 16, ...props }: LinkButtonProps) {
  return (
    <Button
      component={Link}
      leftSection={<LeadingIcon size={iconSize} aria-hidden="true" />}
      {...props}
    />
  );
}
