import { Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { SearchInput } from '#web/components/search-input.tsx';
import type { FormEvent } from 'react';
import type { UsersFilters } from './api.ts';
import { SearchButtons } from '#web/components/search-buttons.tsx';

type RoleFilter = UsersFilters['role'];
type StatusFilter = UsersFilters['status'];
type VerifiedFilter = UsersFilters['verified'];

const ROLE_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'publisher', label: 'Publisher' },
  { value: 'user', label: 'Regular User' },
];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'banned', label: 'Banned' },
];
const VERIFIED_OPTIONS: { value: VerifiedFilter; label: string }[] = [
  { value: 'all', label: 'All Verification' },
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not Verified' },
];

/** The filters that apply at once, in the order they stand. */
const SELECTS = [
  { key: 'role', label: 'Role', data: ROLE_OPTIONS },
  { key: 'status', label: 'Status', data: STATUS_OPTIONS },
  { key: 'verified', label: 'Verification', data: VERIFIED_OPTIONS },
] as const;

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
      <form onSubmit={search} role="search" aria-label="Users">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="sm">
          {SELECTS.map(({ key, label, data }) => (
            <Select
              key={key}
              label={label}
              data={data}
              value={filters[key]}
              onChange={(value) => onChange({ ...filters, [key]: value ?? 'all' })}
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchInput
            label="Search users"
            placeholder="Search by username or email"
            value={draft}
            onChange={onDraftChange}
            maxLength={100}
            style={{ flex: '1 1 220px' }}
          />
          <SearchButtons onReset={onReset} canReset={!isDefault} resetIcon={IconFilterOff} />
        </Group>
      </form>
    </Paper>
  );
}
