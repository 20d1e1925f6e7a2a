/**
 * The browser's calls to our API: cookies always sent; a JSON body and content type
 * only when there is a payload (apiSend sends any other body as it is); a non-2xx answer
 * becomes an ApiError whose message is "status: body" and whose `serverMessage` is the
 * translated `message` the server sent.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = (await response.text().catch(() => "")) || response.statusText;
  let serverMessage: string | null = null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string") serverMessage = parsed.message;
  } catch {
    // a plain-text body is the message as it is
  }
  return new ApiError(response.status, body, serverMessage);
}

export async function apiFetch<T>(
  path: string,
  { method = "GET", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    signal,
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await errorFromResponse(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A call whose body or answer is not JSON (a CSV file sent, a CSV file asked for): the body, if any, goes
 * as it is with the caller's headers, and the answer comes back as the Response; a refusal
 * throws the same ApiError as apiFetch.
 */
export async function apiSend(
  path: string,
  { method = "POST", body, headers, signal }: { method?: string; body?: BodyInit; headers: Record<string, string>; signal?: AbortSignal },
): Promise<Response> {
  const response = await fetch(path, { method, credentials: "include", signal, headers, body });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}
