import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconLink,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * The page's canonical address: this site's origin and the path, nothing else. No query, no
 * referrer mark: a shared link says nothing about who shared it.
 */
export const shareUrl = (path: string) => new URL(path, window.location.origin).href;

/** Where each service takes a link to share; all of them open in a new tab. */
export function shareTargets(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return [
    {
      name: 'WhatsApp',
      Icon: IconBrandWhatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      name: 'Facebook',
      Icon: IconBrandFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    },
    {
      name: 'X',
      Icon: IconBrandX,
      href: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
    },
  ];
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copy link, WhatsApp, Facebook, X, e-mail and, where the browser has it, its own share sheet.
 * It needs the browser's address, so it appears once the page is hydrated, in a row that keeps
 * its height on the server so nothing moves.
 */
export function ShareRow({ path, title }: { path: string; title: string }) {
  const t = useMessages('shellLater');
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<CopyState>('idle');

  if (!hydrated) return <div style={{ minHeight: 30 }} aria-hidden="true" />;

  const url = shareUrl(path);
  const canShareNatively = typeof navigator.share === 'function';
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Group
      gap="xs"
      wrap="wrap"
      role="group"
      aria-label={t('shellLater.share.label')}
      style={{ minHeight: 30 }}
    >
      <Text size="sm" fw={500} aria-hidden="true">
        {t('shellLater.share.prefix')}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => void copyLink()}
        leftSection={
          copy === 'copied' ? (
            <IconCheck size={16} aria-hidden="true" />
          ) : (
            <IconLink size={16} aria-hidden="true" />
          )
        }
      >
        {t(copy === 'copied' ? 'shellLater.share.copied' : 'shellLater.share.copy')}
      </Button>
      {shareTargets(url, title).map(({ name, Icon, href }) => (
        <Button
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-sm"
          variant="default"
          aria-label={t('shellLater.share.on', { name })}
          leftSection={<Icon size={16} aria-hidden="true" />}
        >
          {name}
        </Button>
      ))}
      <Button
        component="a"
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
        size="compact-sm"
        variant="default"
        aria-label={t('shellLater.share.byEmail')}
        leftSection={<IconMail size={16} aria-hidden="true" />}
      >
        {t('shellLater.share.email')}
      </Button>
      {canShareNatively && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
          leftSection={<IconShare size={16} aria-hidden="true" />}
        >
          {t('shellLater.share.more')}
        </Button>
      )}
      <VisuallyHidden role="status">
        {copy === 'copied'
          ? t('shellLater.share.copiedStatus')
          : copy === 'failed'
            ? t('shellLater.share.copyFailed', { url })
            : ''}
      </VisuallyHidden>
    </Group>
  );
}
