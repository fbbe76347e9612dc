import { Button, Card, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CARD_GRID_IMAGE_SIZES } from '#web/components/card-grid.tsx';
import { CaseCover, GoalProgress } from './case-parts.tsx';
import classes from './donations.module.css';
import type { DonationCase } from './api.ts';
import { excerpt } from './money.ts';

/** A case on the donations list: image, title, a short description, progress and Donate. */
export function DonationCaseCard({ donationCase }: { donationCase: DonationCase }) {
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
          compact
        />
        <div className={classes.cardFooter}>
          <Button
            component={Link}
            to={path}
            leftSection={<IconHeart size={16} aria-hidden="true" />}
            aria-label={`Donate to ${donationCase.title}`}
            fullWidth
          >
            Donate
          </Button>
        </div>
      </div>
    </Card>
  );
}
