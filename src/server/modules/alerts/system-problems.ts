import { SERVER_PROBLEM_LABELS, type ServerProblemDto } from '../../../shared/api/alerts.js';
import type { Db } from '../../db/database.js';
import { type NewAlert, raiseAlert } from './raise-alert.js';

export type ProblemKind = ServerProblemDto['kind'];

/** A disk-full sighting counts this long: the next failed write renews it, a quiet minute ends it. */
export const DISK_FULL_HOLD_MS = 60_000;

/** German, for staff and the health answer. */
export const PROBLEM_MESSAGES: Record<ProblemKind, string> = {
  DATABASE_DOWN: 'Die Datenbank des Servers antwortet nicht. Bestellungen, Anmeldungen und Einlass online sind gerade nicht möglich.',
  DISK_FULL:
    'Der Speicher des Servers ist voll. Bestellungen und Änderungen können gerade nicht gespeichert werden – bitte auf dem Server Platz schaffen (alte Backups, Protokolle).',
  BACKUP_FAILED: 'Das letzte Backup ist fehlgeschlagen.',
};

interface Problem {
  kind: ProblemKind;
  message: string;
  since: Date;
  lastSeen: Date;
  /** When the direct mail about it went out; the alert written later is then not mailed again. */
  mailedAt?: Date;
}

/** Sends one alert mail straight through SMTP (no database); resolves false when there is no SMTP. */
export type DirectAlertMail = (recipients: string[], subject: string, text: string) => Promise<boolean>;

/**
 * What is wrong with the server now, in memory (issue 39): the database may be gone or unable to write,
 * and the alerts live in it. A new problem is mailed at once to the alert recipients last read from the
 * database; what the database should hold about it (an alert, a backup run) waits here until it takes
 * writes again.
 */
export class SystemProblems {
  private readonly problems = new Map<ProblemKind, Problem>();
  private pending: Array<(db: Db) => Promise<void>> = [];
  private recipients: string[] = [];
  /** Issue 52 item 8: alerts the database refused (a full disk), shown in the alert list until written. */
  private unwritten: Array<{ id: number; alert: NewAlert; at: Date }> = [];
  private nextUnwrittenId = -1;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly mail: DirectAlertMail,
    private readonly log: { warn: (details: object, message: string) => void },
  ) {}

  /** The alert recipients, read whenever the database answers (alert watch, start). */
  setRecipients(recipients: string[]): void {
    this.recipients = [...recipients];
  }

  /**
   * Notes a problem. The first sighting mails it at once and then raises `alert` in the database (kept
   * for later if the database cannot take it). Returns the work under way, for tests to await.
   */
  report(kind: ProblemKind, message = PROBLEM_MESSAGES[kind], alert?: Omit<NewAlert, 'kind' | 'mailedAt'>): Promise<void> {
    const now = this.now();
    const known = this.problems.get(kind);
    if (known) {
      known.lastSeen = now;
      known.message = message;
      return Promise.resolve();
    }
    const problem: Problem = { kind, message, since: now, lastSeen: now };
    this.problems.set(kind, problem);
    return this.mailNow(problem).then(() => (alert ? this.raise({ ...alert, kind, mailedAt: problem.mailedAt }) : undefined));
  }

  /** A write the full disk refused: mailed at once, the alert raised as soon as the database takes it. */
  diskFull(error: Error): Promise<void> {
    return this.report('DISK_FULL', undefined, {
      dedupeKey: 'disk-full',
      message: `Der Speicher des Servers ist voll: PostgreSQL konnte nicht schreiben (${error.message.slice(0, 200)}). Bestellungen werden abgewiesen, bis wieder Platz ist – bitte alte Backups und Protokolle löschen oder den Datenträger vergrößern.`,
    });
  }

  /** Ends a problem; returns it (with when it began) if it was current. */
  resolve(kind: ProblemKind): { since: Date; message: string; mailedAt?: Date } | undefined {
    const problem = this.problems.get(kind);
    this.problems.delete(kind);
    return problem;
  }

  has(kind: ProblemKind): boolean {
    return this.current().some((problem) => problem.kind === kind);
  }

  /** The current problems, oldest first; a disk-full sighting fades after DISK_FULL_HOLD_MS. */
  current(): ServerProblemDto[] {
    const now = this.now().getTime();
    const disk = this.problems.get('DISK_FULL');
    if (disk && now - disk.lastSeen.getTime() > DISK_FULL_HOLD_MS) this.problems.delete('DISK_FULL');
    return [...this.problems.values()]
      .sort((a, b) => a.since.getTime() - b.since.getTime())
      .map((problem) => ({ kind: problem.kind, message: problem.message, since: problem.since.toISOString() }));
  }

  /** Keeps a write for the database until it takes writes again (flush). */
  later(write: (db: Db) => Promise<void>): void {
    this.pending.push(write);
  }

  /** Raises an alert in the database, or keeps it for later when the database cannot take it now. */
  async raise(alert: NewAlert): Promise<void> {
    try {
      await raiseAlert(this.db, alert);
    } catch (error) {
      this.log.warn({ err: error, kind: alert.kind }, 'alert kept in memory until the database takes it');
      const kept = { id: this.nextUnwrittenId--, alert, at: this.now() };
      this.unwritten.push(kept);
      this.later(async (target) => {
        await raiseAlert(target, alert);
        this.unwritten = this.unwritten.filter((entry) => entry !== kept);
      });
    }
  }

  /**
   * The alerts still waiting for the database, newest first, each with a negative id (it has no row yet):
   * the alert list shows them beside the written ones, so staff read an alert the full disk refused.
   */
  unwrittenAlerts(): Array<{ id: number; alert: NewAlert; at: Date }> {
    return [...this.unwritten].reverse();
  }

  waiting(): number {
    return this.pending.length;
  }

  /** Writes what waited; what still fails waits on. Returns how many writes went in. */
  async flush(): Promise<number> {
    const waiting = this.pending;
    this.pending = [];
    let written = 0;
    for (const write of waiting) {
      try {
        await write(this.db);
        written++;
      } catch {
        this.pending.push(write);
      }
    }
    return written;
  }

  /** When the direct mail about a current problem went out, if it did. */
  mailedAt(kind: ProblemKind): Date | undefined {
    return this.problems.get(kind)?.mailedAt;
  }

  private async mailNow(problem: Problem): Promise<void> {
    if (this.recipients.length === 0) return;
    try {
      if (await this.mail(this.recipients, `Warnung: ${SERVER_PROBLEM_LABELS[problem.kind]}`, problem.message)) problem.mailedAt = this.now();
    } catch (error) {
      this.log.warn({ err: error, kind: problem.kind }, 'alert mail could not be sent');
    }
  }
}
