import { Alert, Button, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LocalDate } from '#web/components/local-date.tsx';
import { CASE_UPDATES_PAGE_SIZE, messageOf, useCaseUpdates, type CaseUpdate } from './api.ts';
import { PageNumbers } from './page-numbers.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

// The form and its editor load only for an admin who opens them.
const CaseUpdateForm = lazy(async () => ({
  default: (await import('./case-update-form.tsx')).CaseUpdateForm,
}));

function UpdateItem({ update }: { update: CaseUpdate }) {
  return (
    <Paper
      component="article"
      id={`case-update-${update._id}`}
      // Focus goes to an update just posted.
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      aria-labelledby={`update-${update._id}`}
    >
      <Stack gap={4}>
        <Title order={3} size="h4" id={`update-${update._id}`} style={{ overflowWrap: 'anywhere' }}>
          {update.title}
        </Title>
        <Text size="sm" c="dimmed">
          <LocalDate value={update.postedAt} />
        </Text>
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: update.body }} />
        </Typography>
      </Stack>
    </Paper>
  );
}

/** A case's updates, newest first, a page at a time; admins can post one. */
export function CaseUpdatesSection({ caseId, canPost }: { caseId: string; canPost: boolean }) {
  const t = useMessages('donations');
  const [page, setPage] = useState(1);
  const [isWriting, setIsWriting] = useState(false);
  const updates = useCaseUpdates(caseId, page);
  const list = updates.data?.updates ?? [];
  // An update just posted takes focus once the list shows it (newest first, on page 1).
  const [posted, setPosted] = useState<string | null>(null);
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!posted || focused.current === posted) return;
    const item = document.getElementById(`case-update-${posted}`);
    if (!item) return;
    item.focus();
    focused.current = posted;
  }, [posted, updates.data]);
  const pageCount = Math.max(
    1,
    Math.ceil((updates.data?.totalUpdates ?? 0) / CASE_UPDATES_PAGE_SIZE),
  );

  // Nothing to show a visitor until there is news.
  if (!canPost && updates.data?.totalUpdates === 0) return null;

  return (
    <Stack component="section" aria-labelledby="case-updates-heading" gap="md">
      <Title order={2} size="h3" id="case-updates-heading">
        {t('donations.updates.title')}
      </Title>
      {canPost &&
        (isWriting ? (
          <Paper withBorder radius="md" p="md">
            <Suspense fallback={<Text size="sm">{t('donations.updates.loadingForm')}</Text>}>
              <CaseUpdateForm
                caseId={caseId}
                onPosted={(update) => {
                  setPage(1);
                  setPosted(update._id);
                }}
              />
            </Suspense>
          </Paper>
        ) : (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setIsWriting(true)}
            >
              {t('donations.updates.write')}
            </Button>
          </div>
        ))}
      {updates.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(updates.error, t('donations.updates.loadFailed'))}
        </Alert>
      )}
      {updates.data?.totalUpdates === 0 && <Text c="dimmed">{t('donations.updates.none')}</Text>}
      {list.map((update) => (
        <UpdateItem key={update._id} update={update} />
      ))}
      <PageNumbers page={page} pageCount={pageCount} onChange={setPage} of="updates" />
    </Stack>
  );
}
