/**
 * Issue 30's crash check by hand, with longer bursts than the test (tests/e2e/kill-nine.test.ts):
 * `npx tsx tests/durability/kill-nine.ts`. Kills the server, then its PostgreSQL, then the server again.
 */
import { killNineRounds } from './kill-nine-rounds';

const result = await killNineRounds(['server', 'postgres', 'server']);
process.exitCode = result.lost === 0 && result.countersEqual ? 0 : 1;
