// autocannon ships no types; this declares the part of its Node API the benchmarks use.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends Request {
    /** Builds each request; `context` is per connection and kept between its requests. */
    setupRequest?(request: Request, context: Record<string, unknown>): Request;
    onResponse?(status: number, body: string, context: Record<string, unknown>): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests per second across all connections (open rate); unlimited when absent. */
    overallRate?: number;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
