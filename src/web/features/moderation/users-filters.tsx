import { Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { SearchInput } from '#web/components/search-input.tsx';
import type { FormEvent } from 'react';
import type { UsersFilters } from './api.ts';
import { SearchButtons } from '#web/components/search-buttons.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

type RoleFilter = UsersFilters['role'];
type StatusFilter = UsersFilters['status'];
type VerifiedFilter = UsersFilters['verified'];

const ROLE_OPTIONS = [
  { value: 'all', label: 'moderation.users.allRoles' },
  { value: 'admin', label: 'moderation.users.admin' },
  { value: 'publisher', label: 'moderation.users.publisher' },
  { value: 'user', label: 'moderation.users.regularUser' },
] as const satisfies readonly { value: RoleFilter; label: string }[];
const STATUS_OPTIONS = [
  { value: 'all', label: 'moderation.users.allStatus' },
  { value: 'active', label: 'moderation.users.active' },
  { value: 'banned', label: 'moderation.users.banned' },
] as const satisfies readonly { value: StatusFilter; label: string }[];
const VERIFIED_OPTIONS = [
  { value: 'all', label: 'moderation.users.allVerification' },
  { value: 'true', label: 'moderation.users.verified' },
  { value: 'false', label: 'moderation.users.notVerifiedFilter' },
] as const satisfies readonly { value: VerifiedFilter; label: string }[];

/** The filters that apply at once, in the order they stand. */
const SELECTS = [
  { key: 'role', label: 'moderation.users.role', data: ROLE_OPTIONS },
  { key: 'status', label: 'moderation.users.status', data: STATUS_OPTIONS },
  { key: 'verified', label: 'moderation.users.verification', data: VERIFIED_OPTIONS },
] as const;

/** The search box takes the row's width left, wrapping under the filters below 220 px. */
const SEARCH_FLEX = '1 1 220px';

/**
 * The Users tab's filters: role, status and verification apply at once; the search box applies
 * on Search or Enter. Reset is disabled while everything is at its default and the box is empty.
 */
export function UsersFilterBar({
  filters,
  draft,
  onDraftChange,
  onChange,
  onReset,
}: {
  filters: UsersFilters;
  draft: string;
  onDraftChange: (value: string) => void;
  onChange: (filters: UsersFilters) => void;
  onReset: () => void;
}) {
  const t = useMessages('moderation');
  const isDefault =
    filters.role === 'all' &&
    filters.status === 'all' &&
    filters.verified === 'all' &&
    !filters.searchTerm &&
    !draft.trim();

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, searchTerm: draft.trim() });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={search} role="search" aria-label={t('moderation.users.title')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="sm">
          {SELECTS.map(({ key, label, data }) => (
            <Select
              key={key}
              label={t(label)}
              data={data.map((option) => ({ value: option.value, label: t(option.label) }))}
              value={filters[key]}
              onChange={(value) => onChange({ ...filters, [key]: value ?? 'all' })}
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchInput
            label={t('moderation.users.search')}
            placeholder={t('moderation.users.searchPlaceholder')}
            value={draft}
            onChange={onDraftChange}
            maxLength={100}
            style={{ flex: SEARCH_FLEX }}
          />
          <SearchButtons onReset={onReset} canReset={!isDefault} resetIcon={IconFilterOff} />
        </Group>
      </form>
    </Paper>
  );
}
