import { useMessages } from '#web/i18n/use-messages.ts';
import { categoryLabel, categoryMessageId } from '#web/lib/post-category.ts';

/**
 * A post category's name in the page's language; a category the catalog does not know reads
 * as `categoryLabel` names it.
 */
export function usePostCategoryName(): (category: string) => string {
  const t = useMessages('shell');
  return (category) => {
    const id = categoryMessageId(category);
    const name = t(id);
    return name === id ? categoryLabel(category) : name;
  };
}
