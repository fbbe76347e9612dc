import { Menu } from '@mantine/core';
import { IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Drawn } from '#web/components/deferred/drawn.tsx';
import { Link } from 'react-router';
import { PostOptionsButton } from './post-options-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The post's options: edit and delete for who may manage it, report for other members. */
export function PostOptionsMenu({
  postId,
  canManage,
  canReport,
  isBusy,
  openOnArrival,
  onDelete,
  onReport,
}: {
  postId: string;
  canManage: boolean;
  canReport: boolean;
  isBusy: boolean;
  /** The button was pressed before the menu's code had loaded. */
  openOnArrival: boolean;
  onDelete: () => void;
  onReport: () => void;
}) {
  // Opened after it is on the page rather than drawn open, so it sees what had focus and gives
  // focus back to its button when it closes.
  const t = useMessages('posts');
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);

  return (
    <>
      {openOnArrival && <Drawn onDrawn={open} />}
      <Menu
        position="bottom-end"
        withArrow
        shadow="md"
        width={200}
        opened={isOpen}
        onChange={setIsOpen}
      >
        <Menu.Target>
          <PostOptionsButton isBusy={isBusy} />
        </Menu.Target>
        <Menu.Dropdown>
          {canManage && (
            <>
              <Menu.Item
                component={Link}
                to={`/update-post/${postId}`}
                leftSection={<IconPencil size={16} aria-hidden="true" />}
              >
                {t('posts.actions.edit')}
              </Menu.Item>
              <Menu.Item
                // The theme's error red: Mantine's menu red is too faint on the dark menu.
                color="var(--mantine-color-error)"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={onDelete}
              >
                {t('posts.actions.delete')}
              </Menu.Item>
            </>
          )}
          {canReport && (
            <Menu.Item leftSection={<IconFlag size={16} aria-hidden="true" />} onClick={onReport}>
              {t('posts.actions.reportPost')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
