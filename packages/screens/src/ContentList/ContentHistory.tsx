import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { ContentEvent } from '@app/contract';
import { intlLocale } from '@app/ui';
import { historyText } from '../shared/approval';

const StyledHistory = styled.section`
  display: grid;
  gap: 0.5rem;

  h3 {
    margin: 0;
    font-size: 0.95rem;
  }

  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.35rem;
  }

  time,
  q {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }

  q {
    display: block;
    overflow-wrap: anywhere;
  }
`;

export interface ContentHistoryProps {
  contentId: string;
  loadHistory: (id: string) => Promise<ContentEvent[]>;
}

/** "History": who created, edited, approved or rejected the post, when, and the comment. */
export function ContentHistory({ contentId, loadHistory }: ContentHistoryProps) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(intlLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  // what was loaded, and for which post: another post's shows as loading
  const [loaded, setLoaded] = useState<{ id: string; events: ContentEvent[] | 'failed' } | null>(null);
  const events = loaded?.id === contentId ? loaded.events : null;
  useEffect(() => {
    let live = true;
    loadHistory(contentId).then(
      (found) => live && setLoaded({ id: contentId, events: found }),
      () => live && setLoaded({ id: contentId, events: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [contentId, loadHistory]);
  return (
    <StyledHistory aria-label={t`History`}>
      <h3>{t`History`}</h3>
      {events === null && <p>{t`Loading history…`}</p>}
      {events === 'failed' && <p role="alert">{t`The history could not be loaded.`}</p>}
      {Array.isArray(events) && events.length === 0 && <p>{t`No history recorded for this post.`}</p>}
      {Array.isArray(events) && events.length > 0 && (
        <ol>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              {historyText(i18n, event)} · <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              {event.comment && <q>{event.comment}</q>}
            </li>
          ))}
        </ol>
      )}
    </StyledHistory>
  );
}
