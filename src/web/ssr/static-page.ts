import { schemaOrg } from './structured-data.ts';
import type { NamespaceIds } from '#web/i18n/namespaces.ts';
import { absolute, defineServerPage } from './server-page.ts';

/**
 * A page whose content is in its code: nothing to read, only its head, whose title and
 * description are the ids of its messages (`heads`).
 */
export const staticPage = (
  type: string,
  titleId: NamespaceIds['heads'],
  path: string,
  descriptionId: NamespaceIds['heads'],
) =>
  defineServerPage({
    head: ({ publicUrl, t }) => {
      const title = t(titleId);
      const description = t(descriptionId);
      return {
        title,
        description,
        path,
        structuredData: schemaOrg(type, {
          name: title,
          description,
          url: absolute(publicUrl, path),
        }),
      };
    },
  });
