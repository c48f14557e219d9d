/** The language model's use per tenant in a month: the dashboard's table and its CSV. */
import { routes } from '@app/contract';
import { download } from '../api/instance';
import { useCall } from './useCall';
import { saveBlob } from './saveBlob';

const monthOf = (month: string) => ({ query: { month } });

/** The month's figures (an administrator: every tenant's; a tenant: its own). */
export const useModelUsage = (month: string) => useCall(routes.stats.modelUsage, monthOf(month));

/** Saves the month's figures as CSV. */
export async function exportModelUsage(month: string): Promise<void> {
  saveBlob(await download(routes.stats.modelUsageCsv, monthOf(month)), `model-usage-${month}.csv`);
}
