import { DatedMessage } from './donations-message.tsx';
import { Text } from '@mantine/core';
import { IconCalendarOff, IconConfetti } from '@tabler/icons-react';
import { isGoalReached } from '#contracts/donations.constants.ts';
import { MESSAGES, type DonationCase } from './api.ts';
import { Notice } from './notice.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** Whether the goal is reached (gifts still welcome) and when the case ends. */
export function CaseGivingStatus({
  donationCase,
  isAccepting,
}: {
  donationCase: DonationCase;
  isAccepting: boolean;
}) {
  const t = useMessages('donations');
  return (
    <>
      {isGoalReached(donationCase) && (
        <Notice color="teal" icon={IconConfetti}>
          {t(isAccepting ? 'donations.case.goalReachedOpen' : 'donations.case.goalReached')}
        </Notice>
      )}
      {isAccepting && donationCase.endsAt && (
        <Text size="sm" c="dimmed">
          <DatedMessage id="donations.case.endsAt" date={donationCase.endsAt} />
        </Text>
      )}
    </>
  );
}

/** Said instead of the form once a public case has ended. */
export function CaseEndedNotice() {
  const t = useMessages('donations');
  return (
    <Notice color="yellow" icon={IconCalendarOff} role="status">
      {t(MESSAGES.caseEnded)}
    </Notice>
  );
}
