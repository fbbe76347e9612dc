import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './button.module.css';

/** How a button looks: Mantine's Button variants and sizes (`button.module.css`). */
export interface ButtonLook {
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** Mantine's classes for a look: the focus ring on keyboard focus and the press. */
export const BASE_CLASSES = 'mantine-focus-auto mantine-active';

function lookProps(
  { variant = 'filled', size = 'sm', fullWidth, leftSection, rightSection }: ButtonLook,
  className: string | undefined,
) {
  return {
    className: [BASE_CLASSES, classes.button, classes[variant], classes[size], className]
      .filter(Boolean)
      .join(' '),
    'data-left': leftSection ? true : undefined,
    'data-right': rightSection ? true : undefined,
    'data-full-width': fullWidth || undefined,
  };
}

function Content({ leftSection, rightSection, children }: ButtonLook & { children: ReactNode }) {
  return (
    <>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </>
  );
}

type ButtonProps = ButtonLook & ComponentPropsWithRef<'button'>;

/** A button that looks like Mantine's, drawn without its code. */
export function Button({
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const look = { variant, size, fullWidth, leftSection, rightSection };
  return (
    <button type={type} {...props} {...lookProps(look, className)}>
      <Content {...look}>{children}</Content>
    </button>
  );
}

/** A link within the app that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  ...props
}: ButtonLook & LinkProps) {
  const look = { variant, size, fullWidth, leftSection, rightSection };
  return (
    <Link {...props} {...lookProps(look, typeof className === 'string' ? className : undefined)}>
      <Content {...look}>{children}</Content>
    </Link>
  );
}
