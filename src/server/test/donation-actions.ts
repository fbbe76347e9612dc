import type { testFileApp } from './test-file-app.ts';

type FileApp = ReturnType<typeof testFileApp>;

/**
 * What the donation tests do through the API: open a case as the admin (`caseFields` unless a
 * test names others), give to a case as a visitor, read a case as a visitor.
 */
export function donationActions(
  { actors, inject, created }: Pick<FileApp, 'actors' | 'inject' | 'created'>,
  caseFields: { title: string; description: string } = {
    title: 'Clean water',
    description: 'A well for the school',
  },
) {
  return {
    openCase: (fields: Record<string, unknown> = {}) =>
      created(actors.admin, '/api/donation/case', { ...caseFields, ...fields }),
    donate: (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      inject({ method: 'POST', url: '/api/donation/transaction', payload, headers }),
    getCase: async (id: string) =>
      (await inject({ method: 'GET', url: `/api/donation/case/${id}` })).json(),
  };
}
