/**
 * Names for the statements the server sends again and again, so that PostgreSQL parses each once per connection
 * and can keep its plan. Drizzle sends unnamed statements: PostgreSQL then parses and plans every one anew, which
 * took a third of its time in the soak's mix (pg_stat_statements with track_planning: a campaign list page planned
 * for 0.37 ms and ran for 0.34 ms). A named statement is prepared on a connection the first time it runs there; the
 * server then plans it per call for its first five runs and keeps a generic plan only when that costs no more than
 * those, so a list's plan for its actual LIMIT and search is kept when it matters.
 *
 * Only texts sent `after` times get a name (a hot statement, not a delete of 37 ids), and at most `max` texts ever
 * do: what each connection keeps stays bounded. The counts of unnamed texts are dropped when they pass `max` × 4.
 */
export interface StatementNames {
  /** The name for `text`, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined;
  /** How many texts have a name. */
  readonly size: number;
}

export function statementNames({ after = 3, max = 500 } = {}): StatementNames {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  return {
    nameOf(text) {
      const name = names.get(text);
      if (name !== undefined || names.size >= max) return name;
      const count = (counts.get(text) ?? 0) + 1;
      if (count < after) {
        if (counts.size >= max * 4) counts.clear();
        counts.set(text, count);
        return undefined;
      }
      counts.delete(text);
      const fresh = `app_${names.size + 1}`;
      names.set(text, fresh);
      return fresh;
    },
    get size() {
      return names.size;
    },
  };
}
