/** Hosts that can only be this machine: the built-in dev sign-in is served on nothing else. */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
}
