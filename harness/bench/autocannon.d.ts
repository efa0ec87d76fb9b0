/** The slice of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram { average: number; mean: number; p50: number; p99: number; min: number; max: number; total: number }
  interface Options { url: string; method?: string; headers?: Record<string, string>; body?: string; connections?: number; duration?: number; amount?: number; workers?: number }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
