import { useSearchParams } from 'wouter';
import type { TenantFilter } from '@app/screens';
import { useTenants } from './hooks';

/**
 * The administrator's tenant filter of a list, kept in the page's URL (`tenant`); choosing one goes back to the
 * first page. A tenant has no filter (its lists are its own): `filter` is undefined and `tenantId` too.
 */
export function useTenantFilter(enabled: boolean): { filter: TenantFilter | undefined; tenantId: string | undefined } {
  const [params, setParams] = useSearchParams();
  const tenants = useTenants(enabled);
  const tenantId = (enabled && params.get('tenant')) || undefined;
  if (!enabled) return { filter: undefined, tenantId: undefined };

  const onChange = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('tenant', next);
    else updated.delete('tenant');
    updated.delete('page');
    setParams(updated, { replace: true });
  };
  return { filter: { tenants: tenants.data ?? [], value: tenantId ?? null, onChange }, tenantId };
}
