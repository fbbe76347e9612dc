import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { BASE_CLASSES } from './button.tsx';
import classes from './icon-button.module.css';

type IconButtonProps = ComponentPropsWithRef<'button'> & {
  /** Named by its label, as a button with only an icon must be. */
  'aria-label': string;
  variant?: 'filled' | 'default' | 'subtle';
  /** Its width and height in pixels (Mantine's `lg`, 34, by default). */
  size?: number;
};

/** A round button with only an icon, like Mantine's ActionIcon, drawn without its code. */
export function IconButton({
  variant = 'filled',
  size,
  className,
  style,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      {...props}
      className={[BASE_CLASSES, classes.iconButton, classes[variant], className]
        .filter(Boolean)
        .join(' ')}
      style={size ? ({ ...style, '--size': `${size / 16}rem` } as CSSProperties) : style}
    />
  );
}
