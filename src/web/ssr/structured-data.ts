/** A schema.org description of a page, written into its head as JSON-LD. */
export type StructuredData = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** JSON safe inside `<script>`: no `<` can close the element or open a comment. */
export const structuredDataJson = (data: StructuredData) =>
  JSON.stringify(data).replace(/</g, '\\u003c');

/** A schema.org thing of `type` with these properties (undefined ones are left out). */
export const schemaOrg = (type: string, properties: Record<string, unknown>): StructuredData => ({
  '@context': 'https://schema.org',
  '@type': type,
  ...properties,
});
