import { useLingui } from '@lingui/react/macro';
import type { RunningLow } from '@app/contract';
import { Icons, VisuallyHidden, renderPlainLink, type RenderLink } from '@app/ui';
import { platformLabel } from './platformLabels';
import { runningLowText } from './runningLow';
import {
  StyledGenerateLink,
  StyledRunningLowItem,
  StyledRunningLowList,
  StyledRunningLowText,
} from './RunningLowList.styles';

export interface RunningLowLine extends Pick<RunningLow, 'platform' | 'unused'> {
  key: string;
  /** The business, where the list names several (the admin dashboard). */
  business?: string;
  /** Where "Generate more" opens the campaign's generator for the platform; none: no link. */
  generateHref?: string | null;
}

export interface RunningLowListProps {
  items: readonly RunningLowLine[];
  /** The list's accessible name. */
  label: string;
  /** Renders the in-app links (the app's router link); a plain `<a href>` when absent. */
  renderLink?: RenderLink;
}

/**
 * Platforms about to have nothing to hand out (none left included), each said in a sentence, with a one-tap
 * "Generate more" where the viewer may generate.
 */
export function RunningLowList({ items, label, renderLink = renderPlainLink }: RunningLowListProps) {
  const { t, i18n } = useLingui();
  return (
    <StyledRunningLowList aria-label={label}>
      {items.map((item) => {
        const Icon = item.unused === 0 ? Icons.CircleAlert : Icons.Info;
        return (
          <StyledRunningLowItem key={item.key} $tone={item.unused === 0 ? 'danger' : 'warning'}>
            <Icon size={16} aria-hidden="true" />
            <StyledRunningLowText>
              {item.business ? <strong>{item.business}: </strong> : null}
              {runningLowText(item, i18n)}
            </StyledRunningLowText>
            {item.generateHref ? (
              <StyledGenerateLink>
                {renderLink({
                  href: item.generateHref,
                  children: (
                    <>
                      <Icons.Sparkles size={14} aria-hidden="true" />
                      {t`Generate more`}
                      <VisuallyHidden> {platformLabel(i18n, item.platform)}</VisuallyHidden>
                    </>
                  ),
                })}
              </StyledGenerateLink>
            ) : null}
          </StyledRunningLowItem>
        );
      })}
    </StyledRunningLowList>
  );
}
