import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TenantRef } from '@app/contract';
import { phoneMedia, Select, type DataTableColumn } from '@app/ui';

/** The administrator's tenant filter of a list: every tenant, or one. */
export interface TenantFilter {
  tenants: readonly TenantRef[];
  /** The tenant the list shows, or null for all. */
  value: string | null;
  onChange: (tenantId: string | null) => void;
}

const StyledFilter = styled.div`
  min-width: 12rem;
  max-width: 100%;

  /* a row of its own on a phone: Refresh and Create then sit together below it on every list */
  ${({ theme }) => phoneMedia(theme)} {
    flex: 1 1 100%;
  }
`;

export const ALL_TENANTS = msg`All tenants`;

/** The filter's select, for a list's toolbar. */
export function TenantFilterSelect({ tenants, value, onChange }: TenantFilter) {
  const { i18n, t } = useLingui();
  return (
    <StyledFilter>
      <Select
        label={t`Tenant`}
        options={[
          { value: '', label: i18n._(ALL_TENANTS) },
          ...tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
        ]}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </StyledFilter>
  );
}

/** What a record without a tenant (an agency campaign) shows in the Tenant column. */
export const AGENCY_LABEL = msg`Agency`;

/** "Agency", in the language on screen. */
function AgencyName() {
  const { i18n } = useLingui();
  return <>{i18n._(AGENCY_LABEL)}</>;
}

/**
 * The administrator's Tenant column: the name of the record's tenant from the filter's list, or "Agency" for a
 * record of no tenant. Not sortable: the server sorts by the record's own columns.
 */
export function tenantColumn<TRow>(
  tenants: readonly TenantRef[],
  tenantIdOf: (row: TRow) => string | null,
): DataTableColumn<TRow> {
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));
  return {
    id: 'tenant',
    header: msg`Tenant`,
    sortable: false,
    accessor: (row) => {
      const id = tenantIdOf(row);
      return id === null ? (AGENCY_LABEL.message ?? null) : (names.get(id) ?? null);
    },
    cell: (row) => {
      const id = tenantIdOf(row);
      return id === null ? <AgencyName /> : (names.get(id) ?? null);
    },
  };
}

/** A list's columns with the Tenant column before the last one (Created At) when the administrator filters. */
export function withTenantColumn<TRow>(
  columns: DataTableColumn<TRow>[],
  filter: TenantFilter | undefined,
  tenantIdOf: (row: TRow) => string | null,
): DataTableColumn<TRow>[] {
  if (!filter) return columns;
  return [...columns.slice(0, -1), tenantColumn(filter.tenants, tenantIdOf), ...columns.slice(-1)];
}

/** The filter for a list toolbar's actions, when the administrator has one. */
export function tenantFilterActions(filter: TenantFilter | undefined) {
  return filter ? <TenantFilterSelect {...filter} /> : undefined;
}
