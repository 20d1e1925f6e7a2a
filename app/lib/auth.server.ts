import type { AppLoadContext } from "@remix-run/cloudflare";

export async function getCurrentUser(_request: Request, _context: AppLoadContext) {
  return null as null | { id: string; email: string; firstName: string | null; lastName: string | null };
}
