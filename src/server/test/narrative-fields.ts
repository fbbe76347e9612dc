/** What a member fills in to share a narrative; a test passes what it needs to differ. */
export const narrativeFields = (fields: Record<string, unknown> = {}) => ({
  title: 'A roof before the rains',
  body: '<p>Our family needs help repairing the roof.</p>',
  country: 'Kenya',
  category: 'housing',
  contactPlatform: 'whatsapp',
  contactUsername: '254712345678',
  ...fields,
});
