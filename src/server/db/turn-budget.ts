/** Engine time one turn of the event loop may spend before further queries wait for the next turn. */
export const TURN_BUDGET_MS = 10;

/**
 * PGlite runs SQL on the server's only thread and answers in microtasks, so a busy chain of queries (a
 * rush: hundreds of requests, each a few statements) never gives the event loop a turn. Node reads sockets
 * and accepts new connections only between turns, and at most one new connection per turn: under full
 * load a buyer's fresh connection waited 10 s in the accept queue (issue 13). This budget ends a turn
 * after TURN_BUDGET_MS of queries; the rest go on in the next turn, in the order they came.
 */
export class TurnBudget {
  #turnStarted = 0;
  /** A mark is pending in this turn's check phase: the turn has begun spending. */
  #inTurn = false;
  #nextTurn: Promise<void> | undefined;

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
    if (now - this.#turnStarted < TURN_BUDGET_MS) return undefined;
    this.#nextTurn ??= new Promise((resolve) =>
      setImmediate(() => {
        this.#nextTurn = undefined;
        resolve();
      }),
    );
    return this.#nextTurn;
  }
}
