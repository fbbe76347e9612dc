import { useMutation } from '@tanstack/react-query';
import type { NewReport } from '#contracts/reports.ts';
import * as reports from '#contracts/reports.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

/**
 * A member reports a post or a comment to the moderators. Shared by the posts and comments
 * features through the report dialog; the moderation feature reviews what it files.
 */
export function useCreateReport() {
  return useMutation({
    mutationFn: (report: NewReport) => call(reports.file, { body: report }),
  });
}
