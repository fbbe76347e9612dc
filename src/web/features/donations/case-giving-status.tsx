import { Text } from '@mantine/core';
import { IconCalendarOff, IconConfetti } from '@tabler/icons-react';
import { isGoalReached } from '#contracts/donations.constants.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { MESSAGES, type DonationCase } from './api.ts';
import { Notice } from './notice.tsx';

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
        <Notice color="teal" icon={IconConfetti}>
          The goal is reached, thank you!{isAccepting && ' Gifts are still welcome.'}
        </Notice>
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
    <Notice color="yellow" icon={IconCalendarOff} role="status">
      {MESSAGES.caseEnded}
    </Notice>
  );
}
