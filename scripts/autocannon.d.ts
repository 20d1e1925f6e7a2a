// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    /** Answers counted by status code: { "200": { count: 2040 }, "503": { count: 2 } }. */
    statusCodeStats?: Record<string, { count: number }>;
  };
  export default function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
}
