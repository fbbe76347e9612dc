import { Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { GoalProgress } from '#web/components/goal-progress.tsx';
import type { Story } from './api.ts';
import { LinkButton } from '#web/components/link-button.tsx';
import { PanelSection } from '#web/components/panel-section.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The donation case serving the narrative: its progress and a way to give. */
export function NarrativeDonationCase({ donationCase }: { donationCase: Story['donationCase'] }) {
  const t = useMessages('stories');
  if (!donationCase) return null;
  return (
    <PanelSection headingId="narrative-case-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="narrative-case-title">
          {t('stories.case.title')}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{donationCase.title}</Text>
        <GoalProgress
          raised={donationCase.raisedAmount}
          goal={donationCase.goalAmount}
          currency={donationCase.currency}
        />
        {donationCase.active && (
          <LinkButton
            to={`/donate/${donationCase._id}`}
            icon={IconHeart}
            iconSize={18}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('stories.case.donate')}
          </LinkButton>
        )}
      </Stack>
    </PanelSection>
  );
}
