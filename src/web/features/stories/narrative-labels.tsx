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
import type { NarrativeCategory } from '#contracts/stories.constants.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/** How a category the catalog does not know (an older one) reads: "medical" as "Medical". */
export function narrativeCategoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

const PLATFORM_ICONS: Record<ContactPlatform, TablerIcon> = {
  email: IconMail,
  facebook: IconBrandFacebook,
  whatsapp: IconBrandWhatsapp,
  telegram: IconBrandTelegram,
  discord: IconBrandDiscord,
};

const isPlatform = (value: string): value is ContactPlatform => value in PLATFORM_ICONS;

/**
 * The names of narrative categories and contact platforms in the page's language (the stories
 * namespace): `labels.category('medical')`, `labels.platform('whatsapp')`. A category or platform
 * the catalog does not know reads as stored.
 */
export function useNarrativeLabels() {
  const t = useMessages('stories');
  return {
    category(category: string): string {
      const id = `stories.category.${category as NarrativeCategory}` as const;
      const name = t(id);
      return name === id ? narrativeCategoryLabel(category) : name;
    },
    platform(platform: string): string {
      return isPlatform(platform) ? t(`stories.platform.${platform}`) : platform;
    },
  };
}

/** The platform's icon, named for screen readers (by `label`) unless the text beside it says it. */
export function ContactPlatformIcon({
  platform,
  size = 18,
  decorative = false,
  label,
}: {
  platform: string;
  size?: number;
  decorative?: boolean;
  /** The platform's name, for an icon that is not decorative. */
  label?: string;
}) {
  const PlatformIcon = isPlatform(platform) ? PLATFORM_ICONS[platform] : IconMail;
  return (
    <PlatformIcon
      size={size}
      stroke={1.7}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : (label ?? platform)}
    />
  );
}
