import { Button, Stack, Text } from '@mantine/core';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { COVER_FOCUS_CENTRE, type CoverFocus } from '#contracts/cover.constants.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import classes from './cover-focus.module.css';

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const focusText = (t: Translate<'shellParts'>, { x, y }: CoverFocus) =>
  t('shellParts.cover.focusText', { x, y });

/**
 * The whole image with its focal point on it: a click or tap (or a drag) puts the point there;
 * the point itself takes focus and moves with the arrow keys (Shift: ten at a time). Every crop
 * readers see centres on it.
 */
export function FocalPointPicker({
  src,
  label,
  focus,
  onChange,
  disabled,
}: {
  src: string;
  /** The image field's name ('Cover image'): the picture and the point are named after it. */
  label: string;
  focus: CoverFocus;
  onChange: (focus: CoverFocus) => void;
  disabled?: boolean;
}) {
  const t = useMessages('shellParts');
  const imageRef = useRef<HTMLImageElement>(null);
  const pointRef = useRef<HTMLDivElement>(null);
  const isDragging = useRef(false);
  const hintId = useId();

  const moveTo = (event: PointerEvent) => {
    const box = imageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({
      x: percent(((event.clientX - box.left) / box.width) * 100),
      y: percent(((event.clientY - box.top) / box.height) * 100),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || disabled) return;
    event.preventDefault();
    const step = event.shiftKey ? 10 : 1;
    onChange({ x: percent(focus.x + move[0] * step), y: percent(focus.y + move[1] * step) });
  };

  const isCentred = focus.x === COVER_FOCUS_CENTRE.x && focus.y === COVER_FOCUS_CENTRE.y;

  return (
    <div>
      {/* The point is the keyboard's way in; the picture is a larger target for a pointer. */}
      <div
        className={classes.picker}
        data-disabled={disabled || undefined}
        onMouseDown={(event) => event.preventDefault()}
        onPointerDown={(event) => {
          if (disabled || event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          isDragging.current = true;
          moveTo(event);
          pointRef.current?.focus({ preventScroll: true });
        }}
        onPointerMove={(event) => {
          if (isDragging.current) moveTo(event);
        }}
        onPointerUp={() => {
          isDragging.current = false;
        }}
        onPointerCancel={() => {
          isDragging.current = false;
        }}
      >
        <img
          ref={imageRef}
          src={src}
          alt={t('shellParts.cover.preview', { label })}
          className={classes.pickerImage}
          draggable={false}
        />
        <div
          ref={pointRef}
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={t('shellParts.cover.focalPoint', { label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={focus.x}
          aria-valuetext={focusText(t, focus)}
          aria-describedby={hintId}
          aria-disabled={disabled || undefined}
          className={classes.point}
          // A point on the picture, which is never mirrored.
          // eslint-disable-next-line no-restricted-syntax
          style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
          onKeyDown={onKeyDown}
        />
      </div>
      <Stack gap={4} mt={4} align="flex-start">
        <Text id={hintId} size="xs" c="dimmed">
          {t('shellParts.cover.focusHint', { focus: focusText(t, focus) })}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => onChange(COVER_FOCUS_CENTRE)}
          disabled={disabled || isCentred}
        >
          {t('shellParts.cover.backToMiddle')}
        </Button>
      </Stack>
    </div>
  );
}
