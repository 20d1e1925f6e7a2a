// The bench's one way to call its local servers: `fetch`, tried again once, on a new connection,
// when the connection itself failed (never for an HTTP answer, whatever its status).
//
// Node's fetch keeps a finished request's socket for the next one (4 s), and the local Worker
// (`wrangler dev`, workerd) closes a socket idle for 5 s. While the event loop is busy elsewhere
// (a synchronous child process, a long measurement) the client cannot drop its copy in time, and
// the next request goes out on a socket the server has closed: "fetch failed … other side closed".
// The measurements avoid blocking the loop; this is the net under them.

/** Failures of the connection (not of the request): a stale keep-alive socket, a server restarting. */
const CONNECTION_ERRORS = new Set(["UND_ERR_SOCKET", "UND_ERR_CLOSED", "ECONNRESET", "ECONNREFUSED", "EPIPE"]);

function connectionError(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code && CONNECTION_ERRORS.has(cause.code) ? `${cause.code}: ${cause.message ?? ""}`.trim() : null;
}

export async function benchFetch(url: string, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? "GET";
  try {
    return await fetch(url, init);
  } catch (error) {
    const failure = connectionError(error);
    if (!failure) throw error;
    console.warn(`bench: ${method} ${url}: the connection failed (${failure}); trying once more on a new connection`);
    try {
      return await fetch(url, init);
    } catch (again) {
      const port = new URL(url).port;
      throw new Error(
        `${method} ${url} failed twice (${connectionError(again) ?? String(again)}): is the server still running? Its log: test-results/wrangler-${port}.log`,
        { cause: again },
      );
    }
  }
}
