import { useEffect, useEffectEvent, useState } from 'react';
import { LOADING_OVERLAY_MS } from '@app/contract';
import { Spinner } from '../Spinner';
import { StyledOverlay, StyledPanel } from './LoadingOverlay.styles';
import { useLingui } from '@lingui/react/macro';

export interface LoadingOverlayProps {
  /** Shows the overlay over its (positioned) parent. */
  visible: boolean;
  /** The text read and shown beside the spinner. */
  label?: string;
  /** The overlay hides itself after this many milliseconds even while `visible` stays true. */
  timeoutMs?: number;
  /** Called once when the overlay hides itself on timeout. */
  onTimeout?: () => void;
}

/**
 * A spinner over its parent while something loads. It never blocks for long: after LOADING_OVERLAY_MS it hides
 * itself and calls `onTimeout`; turning `visible` off and on again starts a new period.
 */
export function LoadingOverlay({ visible, label, timeoutMs = LOADING_OVERLAY_MS, onTimeout }: LoadingOverlayProps) {
  const [expired, setExpired] = useState(false);
  const { t } = useLingui();
  const [seenVisible, setSeenVisible] = useState(visible);
  if (seenVisible !== visible) {
    setSeenVisible(visible);
    if (visible) setExpired(false);
  }

  const handleTimeout = useEffectEvent(() => {
    setExpired(true);
    onTimeout?.();
  });

  useEffect(() => {
    if (!visible) return undefined;
    const timer = window.setTimeout(handleTimeout, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [visible, timeoutMs]);

  if (!visible || expired) return null;
  return (
    <StyledOverlay role="status" aria-live="polite">
      <StyledPanel>
        <Spinner size={18} tone="primary" />
        {label ?? t`Loading...`}
      </StyledPanel>
    </StyledOverlay>
  );
}
