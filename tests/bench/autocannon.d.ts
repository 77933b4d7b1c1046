/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
