import { Card, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { CARD_GRID_IMAGE_SIZES } from '#web/components/card-grid.tsx';
import { CaseCover, GoalProgress } from './case-parts.tsx';
import classes from './donations.module.css';
import type { DonationCase } from './api.ts';
import { excerpt } from './money.ts';
import { LinkButton } from '#web/components/link-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** A case on the donations list: image, title, a short description, progress and Donate. */
export function DonationCaseCard({ donationCase }: { donationCase: DonationCase }) {
  const t = useMessages('donations');
  const path = `/donate/${donationCase._id}`;
  return (
    <Card component="article" withBorder radius="lg" padding="md" className={classes.card}>
      <Card.Section>
        <CaseCover src={donationCase.image} sizes={CARD_GRID_IMAGE_SIZES} />
      </Card.Section>
      <div className={classes.cardBody}>
        <Title order={2} className={classes.cardTitle} lineClamp={3}>
          {donationCase.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {excerpt(donationCase.description, 180)}
        </Text>
        <GoalProgress
          raised={donationCase.raisedAmount}
          pledged={donationCase.pledgedAmount}
          goal={donationCase.goalAmount}
          currency={donationCase.currency}
          compact
        />
        <div className={classes.cardFooter}>
          <LinkButton
            to={path}
            icon={IconHeart}
            aria-label={t('donations.card.donateTo', { title: donationCase.title })}
            fullWidth
          >
            {t('donations.card.donate')}
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}
