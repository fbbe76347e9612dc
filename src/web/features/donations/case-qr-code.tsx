import { Alert, Anchor, Button, Group, Image, Stack } from '@mantine/core';
import { IconDownload, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { shareUrl } from '#web/components/share-row.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

interface QrImages {
  png: string;
  svg: string;
}

/** The QR library is fetched when someone asks for the code, never with the page. */
async function drawQrCode(url: string): Promise<QrImages> {
  const { default: qrcode } = await import('qrcode/lib/browser.js');
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
  const [png, svg] = await Promise.all([
    qrcode.toDataURL(url, { ...options, width: 512 }),
    qrcode.toString(url, { ...options, type: 'svg' }),
  ]);
  return { png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/** A QR code of the case's address, to print or to show, downloadable as PNG and SVG. */
export function CaseQrCode({ caseId, title }: { caseId: string; title: string }) {
  const t = useMessages('donations');
  const [images, setImages] = useState<QrImages | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const show = async () => {
    setState('loading');
    try {
      setImages(await drawQrCode(shareUrl(`/donate/${encodeURIComponent(caseId)}`)));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  if (!images) {
    return (
      <Stack gap="xs" align="flex-start">
        <Button
          size="compact-sm"
          variant="default"
          loading={state === 'loading'}
          onClick={() => void show()}
          leftSection={<IconQrcode size={16} aria-hidden="true" />}
        >
          {t('donations.qr.show')}
        </Button>
        {state === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {t('donations.qr.failed')}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Image src={images.svg} alt={t('donations.qr.alt', { title })} w={160} h={160} radius="sm" />
      <Group gap="xs">
        {(['png', 'svg'] as const).map((format) => (
          <Anchor
            key={format}
            href={images[format]}
            download={`hearth-case-${caseId}.${format}`}
            size="sm"
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconDownload size={16} aria-hidden="true" />
              {t('donations.qr.download', { format: format.toUpperCase() })}
            </Group>
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
