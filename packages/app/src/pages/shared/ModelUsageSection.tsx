import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { STATS_TIME_ZONE } from '@app/contract';
import { ModelUsagePanel, todayIn } from '@app/screens';
import { exportModelUsage, useModelUsage } from '../../data/modelUsage';

/** The language model's use per business, this month (Kuala Lumpur) until another is chosen, with its CSV. */
export function ModelUsageSection({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const thisMonth = todayIn(STATS_TIME_ZONE).slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const usage = useModelUsage(month);
  return (
    <ModelUsagePanel
      usage={usage.data ?? null}
      month={month}
      thisMonth={thisMonth}
      onMonthChange={setMonth}
      onExport={exportModelUsage}
      isLoading={usage.isLoading}
      error={usage.error ? t`Could not load the language model's use. Reload the page to try again.` : null}
      headingLevel={headingLevel}
    />
  );
}
