import { Popover } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** What the dialog's form may do: give up (focus back on the control), or close once done. */
export interface ToolbarDialog {
  cancel: () => void;
  done: () => void;
}

/**
 * A toolbar control that opens a small dialog under it, named by `label`. Its content is drawn
 * only while open, so each opening starts from an empty form.
 */
export function ToolbarDialogControl({
  label,
  icon: ControlIcon,
  disabled,
  children,
}: {
  label: string;
  icon: Icon;
  disabled?: boolean;
  children: (dialog: ToolbarDialog) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  // Held as state, not a ref: the forms drawn here get `cancel`, which focuses it.
  const [control, setControl] = useState<HTMLButtonElement | null>(null);

  const cancel = () => {
    setOpened(false);
    control?.focus();
  };

  return (
    <Popover
      opened={opened && !disabled}
      onChange={setOpened}
      trapFocus
      closeOnEscape={false}
      position="bottom"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <RichTextEditor.Control
          ref={setControl}
          onClick={() => setOpened((value) => !value)}
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          disabled={disabled}
        >
          <ControlIcon stroke={1.5} size={16} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={label}
        // Escape, like Cancel, puts focus on the control (Mantine would hand it back to whatever
        // had it before the click, often nothing).
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          cancel();
        }}
      >
        {opened && !disabled && children({ cancel, done: () => setOpened(false) })}
      </Popover.Dropdown>
    </Popover>
  );
}
