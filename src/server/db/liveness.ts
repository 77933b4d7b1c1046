import pg from 'pg';

/** A statement that has waited this long makes the watch ask whether the database answers at all. */
export const STALL_MS = 2_000;
/**
 * A trivial `select 1` on its own connection that takes longer than this counts as no answer. Seconds, not
 * less: on a machine loaded far past its cores (CI beside other jobs) a healthy database's `select 1` and a
 * fresh connection took over a second, and a shorter bound cut working requests as if the database hung.
 */
export const PROBE_MS = 3_000;
const TICK_MS = 250;
/**
 * Health's own look (issue 52, point 9): a `select 1` on a connection kept open for it that has not come
 * back after this long reads "antwortet nicht" in the health answer. For health only: refusing requests
 * still takes the watch's confirmation above (STALL_MS, then PROBE_MS), which a loaded machine never
 * trips by accident; a wrong red here costs a notice, not a login.
 */
export const QUICK_CHECK_MS = 900;
/** A timer that fires this much late says the event loop was busy: the silence may be ours, not the database's. */
const LOOP_LATE_MS = 200;

/** What health's look found: an answer, silence it can trust, or a wait too short to tell (a new connection, a busy loop). */
export type QuickCheck = 'answered' | 'silent' | 'unsure';

/** Thrown instead of waiting while the database is known not to answer; errors.ts answers it with 503. */
export class DatabaseHungError extends Error {
  readonly code = 'DATABASE_HUNG';
  constructor() {
    super('Connection terminated: the database does not answer');
  }
}

/** Health's connection, with the `select 1` sent on it that are still unanswered. */
interface HealthConnection {
  client: pg.Client;
  connected: Promise<void>;
  open: boolean;
  /** When a look on this connection was judged silent; the next looks are silent at once until an answer. */
  silentSince: number | null;
}

type Destroyable = pg.Client & { connection?: { stream?: { destroy(): void } } };
const cut = (client: pg.Client) => (client as Destroyable).connection?.stream?.destroy();

/**
 * Issue 52, point 9: a PostgreSQL that hangs (SIGSTOP, a frozen VM, a lost network without resets) answers
 * nothing and refuses nothing, so a statement would wait for the whole outage. Fixed per-statement time
 * limits on the client would also cut a long backup or statistics read on a healthy database; instead, once
 * a statement has waited STALL_MS, the database is asked on a connection of its own whether it answers a
 * `select 1`. Only if it does not are the waiting statements' connections cut (their requests get a 503 at
 * once) and new checkouts refused without waiting, until a probe is answered again. A slow statement on a
 * database that answers is left to the server's own statement_timeout (db/pool.ts).
 */
export class Liveness {
  private readonly pending = new Map<object, { client: pg.Client; since: number }>();
  private probing: Promise<boolean> | null = null;
  private probeClient: pg.Client | null = null;
  private lastProbe = 0;
  private hungSince: number | null = null;
  private readonly timer: NodeJS.Timeout;
  /** performance.now() of the last statement any connection of this process got an answer to. */
  private lastAnswer = Number.NEGATIVE_INFINITY;
  private health: HealthConnection | null = null;

  constructor(
    private readonly url: string,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Whether the last probe went unanswered (checkouts are refused meanwhile). */
  get hung(): boolean {
    return this.hungSince !== null;
  }

  /** Follows every promise-returning query of `client`, so a stalled one is seen. */
  watch(client: pg.Client): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        const key = {};
        this.pending.set(key, { client, since: this.now() });
        const done = () => this.pending.delete(key);
        result.then(() => {
          this.lastAnswer = performance.now();
          done();
        }, done);
      }
      return result;
    };
  }

  /** Before a checkout: refused at once while the database does not answer (a probe is started to see if it is back). */
  check(): void {
    if (this.hungSince === null) return;
    void this.probe();
    throw new DatabaseHungError();
  }

  close(): void {
    clearInterval(this.timer);
    this.dropProbeClient();
    this.dropHealthClient();
  }

  /**
   * Health's quick look: `select 1` on a connection of its own (no pool queue, no new connection per call),
   * waited for at most `ms`. Silence counts only when it can be trusted: not while the connection is still
   * being opened, not when the timer itself fired late (a busy event loop holds answers that have arrived),
   * and not when any other statement of this process got an answer meanwhile (the database answers; the
   * look was just slow). Once a look was judged silent, the next are silent at once until the database
   * answers again. (Not merely a look still waiting: one sent before the event loop was held would then count
   * our own busy time as the database's silence, and a loaded CI run saw health red on a working database.)
   */
  async quickCheck(ms = QUICK_CHECK_MS): Promise<QuickCheck> {
    const sent = performance.now();
    const health = this.healthConnection();
    const opening = !health.open;
    if (health.silentSince !== null && this.lastAnswer < health.silentSince) return 'silent';
    let answered = false;
    const asked = health.connected
      .then(() => health.client.query('select 1'))
      .then(
        () => {
          answered = true;
          this.lastAnswer = performance.now();
          if (this.health === health) health.silentSince = null;
        },
        () => {
          if (this.health === health) this.dropHealthClient();
        },
      );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([asked, late]);
    clearTimeout(timer);
    if (answered) return 'answered';
    const firedAt = performance.now();
    // One turn of the loop: an answer that arrived while it was busy is read before we judge.
    await new Promise((resolve) => setImmediate(resolve));
    if (answered) return 'answered';
    if (opening || firedAt - sent > ms + LOOP_LATE_MS || this.lastAnswer > sent) return 'unsure';
    health.silentSince ??= sent;
    return 'silent';
  }

  private healthConnection() {
    if (this.health) return this.health;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: PROBE_MS });
    const health: HealthConnection = { client, connected: client.connect().then(() => undefined), open: false, silentSince: null };
    client.on('error', () => {
      if (this.health === health) this.dropHealthClient();
    });
    health.connected.then(
      () => {
        health.open = true;
      },
      () => undefined,
    );
    this.health = health;
    return health;
  }

  private dropHealthClient(): void {
    const client = this.health?.client;
    this.health = null;
    if (!client) return;
    cut(client);
    client.end().catch(() => undefined);
  }

  private tick(): void {
    const stalled = [...this.pending.values()].some((entry) => this.now() - entry.since >= STALL_MS);
    if (stalled || this.hungSince !== null) void this.probe();
  }

  private probe(): Promise<boolean> {
    if (this.probing || this.now() - this.lastProbe < TICK_MS) return this.probing ?? Promise.resolve(this.hungSince === null);
    this.probing = this.answers()
      .then((answered) => {
        this.lastProbe = this.now();
        if (answered) {
          this.hungSince = null;
          return true;
        }
        this.hungSince ??= this.now();
        for (const entry of this.pending.values()) if (this.now() - entry.since >= STALL_MS) cut(entry.client);
        return false;
      })
      .finally(() => {
        this.probing = null;
      });
    return this.probing;
  }

  private async answers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), PROBE_MS);
    });
    try {
      const asked = (async () => {
        let client = this.probeClient;
        if (!client) {
          client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: PROBE_MS });
          client.on('error', () => this.dropProbeClient());
          this.probeClient = client;
          await client.connect();
        }
        await client.query('select 1');
        return 'answered' as const;
      })();
      const outcome = await Promise.race([
        asked.catch((error: { code?: unknown }) => (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? 'refused' : 'silent')),
        late,
      ]);
      // The server answered with an error (too many connections, starting up): it is not hung; those are other faults.
      if (outcome === 'answered' || outcome === 'refused') return true;
      this.dropProbeClient();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private dropProbeClient(): void {
    const client = this.probeClient;
    this.probeClient = null;
    if (!client) return;
    cut(client);
    client.end().catch(() => undefined);
  }
}
