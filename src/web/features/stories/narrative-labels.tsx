import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconMail,
  type TablerIcon,
} from '@tabler/icons-react';
// Types only from contracts: narrative cards load on the home page, which keeps zod out.
import type { ContactPlatform } from '#contracts/stories.ts';

/** How a narrative category reads: "medical" shows as "Medical". */
export function narrativeCategoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export const CONTACT_PLATFORM_LABELS: Record<ContactPlatform, string> = {
  email: 'Email',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  discord: 'Discord',
};

const PLATFORM_ICONS: Record<ContactPlatform, TablerIcon> = {
  email: IconMail,
  facebook: IconBrandFacebook,
  whatsapp: IconBrandWhatsapp,
  telegram: IconBrandTelegram,
  discord: IconBrandDiscord,
};

const isPlatform = (value: string): value is ContactPlatform => value in PLATFORM_ICONS;

export function contactPlatformLabel(platform: string): string {
  return isPlatform(platform) ? CONTACT_PLATFORM_LABELS[platform] : platform;
}

/** The platform's icon, named for screen readers unless the text beside it already says it. */
export function ContactPlatformIcon({
  platform,
  size = 18,
  decorative = false,
}: {
  platform: string;
  size?: number;
  decorative?: boolean;
}) {
  const PlatformIcon = isPlatform(platform) ? PLATFORM_ICONS[platform] : IconMail;
  return (
    <PlatformIcon
      size={size}
      stroke={1.7}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : contactPlatformLabel(platform)}
    />
  );
}
