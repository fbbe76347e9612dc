import { DatedMessage } from './donations-message.tsx';
import {
  Alert,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconArrowLeft, IconHeart, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { CaseCover, CaseProblem, GoalProgress } from './case-parts.tsx';
import { DonationForm } from './donation-form.tsx';
import classes from './donations.module.css';
import { isMissingCase, MESSAGES, messageOf, useDonationCase } from './api.ts';
import { PaymentModeNotice } from './payment-mode-notice.tsx';
import { ShareRow } from '#web/components/share-row.tsx';
import { CaseQrCode } from './case-qr-code.tsx';
import { CaseUpdatesSection } from './case-updates-section.tsx';
import { CaseUpdatesByEmail } from './case-updates-by-email.tsx';
import { acceptsDonationsNow } from '#contracts/donations.constants.ts';
import { CaseEndedNotice, CaseGivingStatus } from './case-giving-status.tsx';
import { CaseStoryLink } from './case-story-link.tsx';
import { CaseSupporters } from './case-supporters.tsx';
import { CaseMonthlySupport } from './case-monthly-support.tsx';
import { MoneyTrailSection } from './money-trail-section.tsx';
import { LinkButton } from '#web/components/link-button.tsx';
import { PanelSection } from '#web/components/panel-section.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const FORM_ID = 'donate-form';
/** The cover fills the wider column (7 of 12) of a large container from the md breakpoint. */
export const CASE_COVER_SIZES = '(min-width: 75em) 650px, (min-width: 62em) 58vw, 100vw';

/** /donate/{id}: the case's story and progress, and the form to give to it. */
export function DonationCasePage() {
  const { id = '' } = useParams();
  const t = useMessages('donations');
  const query = useDonationCase(id);
  const donationCase = query.data;
  usePageTitle(donationCase?.title ?? t('donations.case.title'));

  if (query.isPending) {
    return <CenteredLoader label={t('donations.case.loading')} py={96} isStatus />;
  }

  if (query.isError || !donationCase) {
    const isMissing = !donationCase && (!query.isError || isMissingCase(query.error));
    return (
      <Container size="sm" py={{ base: 'xl', sm: 48 }}>
        <Stack gap="md">
          <Title order={1}>{t('donations.case.title')}</Title>
          <CaseProblem
            message={
              isMissing ? t(MESSAGES.caseNotFound) : messageOf(query.error, t(MESSAGES.fetchCase))
            }
            onRetry={isMissing ? undefined : () => void query.refetch()}
          />
        </Stack>
      </Container>
    );
  }

  const isPublic = donationCase.active && !donationCase.archived;
  const isOpen = acceptsDonationsNow(donationCase);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" gap="xs">
          <LinkButton to="/donate" variant="subtle" size="compact-md" icon={IconArrowLeft}>
            {t('donations.case.allCases')}
          </LinkButton>
          {donationCase.can.manage && (
            <LinkButton
              to={`/edit-donation/${donationCase._id}`}
              variant="default"
              size="compact-md"
              icon={IconPencil}
            >
              {t('donations.case.edit')}
            </LinkButton>
          )}
        </Group>

        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                  {donationCase.title}
                </Title>
                <CaseStoryLink story={donationCase.story} />
                <Text size="sm" c="dimmed">
                  <DatedMessage id="donations.case.opened" date={donationCase.createdAt} />
                </Text>
              </Stack>
              {isOpen && (
                <Button
                  component="a"
                  href={`#${FORM_ID}`}
                  hiddenFrom="md"
                  leftSection={<IconHeart size={18} aria-hidden="true" />}
                >
                  {t('donations.case.donateNow')}
                </Button>
              )}
              <Paper radius="lg" style={{ overflow: 'hidden' }} withBorder>
                <CaseCover src={donationCase.image} sizes={CASE_COVER_SIZES} priority />
              </Paper>
              <Text className={classes.description}>{donationCase.description}</Text>
              <CaseSupporters donationCase={donationCase} />
              <MoneyTrailSection donationCase={donationCase} />
              <ShareRow path={`/donate/${donationCase._id}`} title={donationCase.title} />
              <CaseQrCode caseId={donationCase._id} title={donationCase.title} />
              <CaseUpdatesSection caseId={donationCase._id} canPost={donationCase.can.manage} />
              {isPublic && <CaseUpdatesByEmail caseId={donationCase._id} />}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <PanelSection headingId={`${FORM_ID}-heading`} className={classes.surface} id={FORM_ID}>
              <Stack gap="md">
                <GoalProgress
                  raised={donationCase.raisedAmount}
                  pledged={donationCase.pledgedAmount}
                  goal={donationCase.goalAmount}
                  currency={donationCase.currency}
                />
                <CaseMonthlySupport donationCase={donationCase} />
                <CaseGivingStatus donationCase={donationCase} isAccepting={isOpen} />
                <Divider />
                <Title order={2} size="h3" id={`${FORM_ID}-heading`}>
                  {t('donations.case.formTitle')}
                </Title>
                {isOpen ? (
                  <>
                    <PaymentModeNotice />
                    {/* A fresh form when another case opens in the same page. */}
                    <DonationForm key={donationCase._id} donationCase={donationCase} />
                  </>
                ) : isPublic ? (
                  <CaseEndedNotice />
                ) : (
                  <Alert
                    color="yellow"
                    variant="light"
                    icon={<IconInfoCircle size={20} />}
                    role="status"
                  >
                    {donationCase.archived
                      ? t('donations.case.archivedNote')
                      : t('donations.case.inactiveNote')}
                  </Alert>
                )}
              </Stack>
            </PanelSection>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
