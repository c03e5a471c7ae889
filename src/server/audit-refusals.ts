/** One audit row as the trail stores it (src/server/db/schema.ts, audit_log). */
export interface AuditRow {
  userId: string | null;
  role: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  statusCode: number;
  ip: string;
  requestId: string | null;
  method: string;
  route: string;
  /** The API token the request came with, and its name (docs/decisions/102-api-tokens.md). */
  tokenId: string | null;
  tokenName: string | null;
}

const MINUTE_MS = 60_000;

/**
 * Refusals (401, 429, an anonymous 403) are written compactly (docs/decisions/012-compact-refusal-audit.md):
 * the first of each address, action, status and route in a minute becomes a row at once; the rest of that
 * minute are only counted, and become one `<action>.repeated` row (entity `request`, entity id the count) when
 * the minute is over or the process stops. So a flood adds at most two rows per address, route and minute.
 */
export class RefusalTally {
  private readonly open = new Map<string, { row: AuditRow; minute: number; more: number }>();

  constructor(
    private readonly write: (row: AuditRow) => void,
    /** Distinct windows held at once; reaching it writes them all out, so memory stays bounded. */
    private readonly maxWindows = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  static isRefusal(statusCode: number, signedIn: boolean): boolean {
    return statusCode === 401 || statusCode === 429 || (statusCode === 403 && !signedIn);
  }

  /** Whether this refusal is written now (the first of its window); otherwise it is counted. */
  admit(row: AuditRow): boolean {
    const minute = Math.floor(this.now() / MINUTE_MS);
    const key = [row.ip, row.action, row.statusCode, row.method, row.route].join(' ');
    const window = this.open.get(key);
    if (window?.minute === minute) {
      window.more += 1;
      return false;
    }
    if (window) this.close(key);
    if (this.open.size >= this.maxWindows) this.flush();
    this.open.set(key, { row, minute, more: 0 });
    return true;
  }

  /** Writes out the windows of minutes before the current one, or every window with `all`. */
  flush(all = true): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    for (const [key, window] of this.open) if (all || window.minute < minute) this.close(key);
  }

  get size(): number {
    return this.open.size;
  }

  private close(key: string) {
    const window = this.open.get(key)!;
    this.open.delete(key);
    if (window.more > 0) {
      this.write({
        ...window.row,
        action: `${window.row.action}.repeated`,
        entity: 'request',
        entityId: String(window.more),
        requestId: null,
      });
    }
  }
}
