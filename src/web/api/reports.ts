import type { ReportTargetType } from '#contracts/reports.ts';
import { api } from '#web/lib/api-client.ts';

export interface ReportResponse {
  success: true;
  message: string;
  _id: string;
}

export const createReport = (body: {
  targetId: string;
  targetType: ReportTargetType;
  reason: string;
}) => api.post<ReportResponse>('/api/report', body);
