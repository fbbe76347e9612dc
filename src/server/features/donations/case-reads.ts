import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheTags } from '../../cache-invalidation.ts';
import { unshared } from '../../platform/public-read.ts';
import type { Services } from '../../platform/services.ts';
import { authorizeCaseView, isPublicCase } from './donations.policy.ts';
import { getDonationCase } from './get-donation-case.ts';

type CaseRow = Awaited<ReturnType<typeof getDonationCase>>;

/** The case if the caller may see it: anyone a public case, else its viewers only (404). */
export async function visibleCase(
  services: Pick<Services, 'db'>,
  request: FastifyRequest,
  caseId: string,
) {
  const row = await getDonationCase(services, caseId);
  if (!isPublicCase(row)) authorizeCaseView(await request.optionalViewer(), row);
  return row;
}

/**
 * Answers a read of a case's parts (its updates, supporters, ledger) as the case is seen: a
 * public case's answer is cached and shared under `tags`; another case's goes only to those who
 * may see the case, never shared.
 */
export function readOfCase<Answer>(
  services: Pick<Services, 'db'>,
  reply: FastifyReply,
  caseId: string,
  read: (row: CaseRow) => Promise<Answer>,
  tags: readonly string[] = [cacheTags.case(caseId)],
) {
  return reply.publicRead({ tags: () => tags }, async () => {
    const row = await visibleCase(services, reply.request, caseId);
    const answer = await read(row);
    return isPublicCase(row) ? answer : unshared(answer);
  });
}
