import { schemaOrg } from './structured-data.ts';
import { absolute, defineServerPage } from './server-page.ts';

/** A page whose content is in its code: nothing to read, only its head. */
export const staticPage = (type: string, title: string, path: string, description: string) =>
  defineServerPage({
    head: ({ publicUrl }) => ({
      title,
      description,
      path,
      structuredData: schemaOrg(type, { name: title, description, url: absolute(publicUrl, path) }),
    }),
  });
