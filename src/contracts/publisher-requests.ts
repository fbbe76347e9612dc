export const PUBLISHER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PublisherRequestStatus = (typeof PUBLISHER_REQUEST_STATUSES)[number];
