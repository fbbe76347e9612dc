import { Alert, Text } from '@mantine/core';
import { IconCalendarOff, IconConfetti } from '@tabler/icons-react';
import { isGoalReached } from '#contracts/donations.constants.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { MESSAGES, type DonationCase } from './api.ts';

/** Whether the goal is reached (gifts still welcome) and when the case ends. */
export function CaseGivingStatus({
  donationCase,
  isAccepting,
}: {
  donationCase: DonationCase;
  isAccepting: boolean;
}) {
  return (
    <>
      {isGoalReached(donationCase) && (
        <Alert color="teal" variant="light" icon={<IconConfetti size={20} aria-hidden="true" />}>
          The goal is reached, thank you!{isAccepting && ' Gifts are still welcome.'}
        </Alert>
      )}
      {isAccepting && donationCase.endsAt && (
        <Text size="sm" c="dimmed">
          Takes donations until <LocalDate value={donationCase.endsAt} />
        </Text>
      )}
    </>
  );
}

/** Said instead of the form once a public case has ended. */
export function CaseEndedNotice() {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCalendarOff size={20} aria-hidden="true" />}
      role="status"
    >
      {MESSAGES.caseEnded}
    </Alert>
  );
}
