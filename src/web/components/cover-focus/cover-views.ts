import { CARD_COVER_RATIO, CARD_GRID_IMAGE_SIZES } from '#web/components/card-grid.tsx';
import {
  ARTICLE_COVER_RATIO,
  ARTICLE_COVER_SIZES,
} from '#web/components/content-article/content-article.tsx';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';

/** One place readers see a cover: its frame's ratio and width on a screen of a given width. */
export interface CoverView {
  key: string;
  /** Its name's message. */
  label: NamespaceIds['shellParts'];
  /** The screen's width, in CSS pixels. */
  screenWidth: number;
  /** The cover frame's width there (before any no-enlarging limit), in CSS pixels. */
  width: number;
  ratio: number;
  sizes: string;
  /** The article's frame is rounded as on the page. */
  isArticle: boolean;
  /** Wide enough to take the preview's whole row. */
  isWide: boolean;
}

const PHONE = 375;
const COMPUTER = 1280;

/**
 * Where readers see a post's or a narrative's cover, at a phone's and a computer's width: a card
 * of the grid, and the page's article. The ratios and `sizes` are the public pages' own; the
 * widths are what those pages lay out at these screen widths (`tests/e2e/cover-focus.spec.ts`
 * measures the pages and holds them equal).
 */
export const COVER_VIEWS: readonly CoverView[] = [
  {
    key: 'card-phone',
    label: 'shellParts.cover.cardPhone',
    screenWidth: PHONE,
    width: 341,
    ratio: CARD_COVER_RATIO,
    sizes: CARD_GRID_IMAGE_SIZES,
    isArticle: false,
    isWide: false,
  },
  {
    key: 'card-computer',
    label: 'shellParts.cover.cardComputer',
    screenWidth: COMPUTER,
    width: 354,
    ratio: CARD_COVER_RATIO,
    sizes: CARD_GRID_IMAGE_SIZES,
    isArticle: false,
    isWide: false,
  },
  {
    key: 'page-phone',
    label: 'shellParts.cover.pagePhone',
    screenWidth: PHONE,
    width: 343,
    ratio: ARTICLE_COVER_RATIO,
    sizes: ARTICLE_COVER_SIZES,
    isArticle: true,
    isWide: false,
  },
  {
    key: 'page-computer',
    label: 'shellParts.cover.pageComputer',
    screenWidth: COMPUTER,
    width: 928,
    ratio: ARTICLE_COVER_RATIO,
    sizes: ARTICLE_COVER_SIZES,
    isArticle: true,
    isWide: true,
  },
];
