/** Engine time one turn of the event loop may spend before further queries wait for the next turn. */
export const TURN_BUDGET_MS = 10;
/** The same while new connections keep coming: Node accepts one per turn, so a burst needs short turns. */
export const CONNECTING_TURN_BUDGET_MS = 1;
/** Turns stay short this long after an accepted connection; while more wait, the next turn accepts the next. */
const CONNECTING_MS = 20;

/**
 * PGlite runs SQL on the server's only thread and answers in microtasks, so a busy chain of queries (a
 * rush: hundreds of requests, each a few statements) never gives the event loop a turn. Node reads sockets
 * and accepts new connections only between turns, and at most one new connection per turn: under full
 * load a buyer's fresh connection waited 10 s in the accept queue (issue 13). This budget ends a turn
 * after TURN_BUDGET_MS of queries; the rest go on in the next turn, in the order they came.
 */
export class TurnBudget {
  #turnStarted = 0;
  #connectionAcceptedAt = Number.NEGATIVE_INFINITY;
  /** A mark is pending in this turn's check phase: the turn has begun spending. */
  #inTurn = false;
  #nextTurn: Promise<void> | undefined;

  /**
   * The server accepted a connection. 200 buyers connecting at once under full load were accepted one per
   * turn of 10 ms and more; the last waited up to 2 s. Short turns take the rest of such a burst quickly.
   */
  connectionAccepted(): void {
    this.#connectionAcceptedAt = performance.now();
  }

  /** Undefined while this turn has budget left; else a promise for the next turn. */
  wait(): Promise<void> | undefined {
    const now = performance.now();
    if (!this.#inTurn) {
      this.#inTurn = true;
      this.#turnStarted = now;
      setImmediate(() => {
        this.#inTurn = false;
      });
      return undefined;
    }
    const budget = now - this.#connectionAcceptedAt < CONNECTING_MS ? CONNECTING_TURN_BUDGET_MS : TURN_BUDGET_MS;
    if (now - this.#turnStarted < budget) return undefined;
    this.#nextTurn ??= new Promise((resolve) =>
      setImmediate(() => {
        this.#nextTurn = undefined;
        resolve();
      }),
    );
    return this.#nextTurn;
  }
}
