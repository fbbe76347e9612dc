import type { MailingStatus } from '#contracts/mailings.ts';
import { MAILINGS_PAGE_SIZE } from '#contracts/mailings.constants.ts';
import * as mailings from '#contracts/mailings.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { usePagedList } from './api-paged-list.ts';

/** Every mailing's status for admins, the latest first, a page at a time. */
export function useMailings() {
  return usePagedList<MailingStatus>(
    ['dashboard', 'mailings'],
    MAILINGS_PAGE_SIZE,
    async (startIndex, signal) => {
      const { mailings: items, totalMailings } = await call(mailings.list, {
        query: { startIndex, limit: MAILINGS_PAGE_SIZE },
        signal,
      });
      return { items, total: totalMailings };
    },
  );
}
