import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/cloudflare";

/*
 * The methods a URL's route serves, from the route modules themselves: GET and HEAD where it has
 * a loader or is a page, POST, PUT, PATCH and DELETE where it has an action. A request with any
 * other method is answered 405 with `Allow` before Remix runs (which would answer it with
 * "Unexpected Server Error"); an action that serves fewer methods names them itself.
 */

type Module = { loader?: unknown; action?: unknown; default?: unknown };
type RouteNode = AgnosticRouteObject & { module: Module; parentModule: Module | null; children?: RouteNode[] };

const READS = ["GET", "HEAD"];
const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

function tree(build: ServerBuild): RouteNode[] {
  const routes = Object.values(build.routes);
  const nodes = (parentId: string | undefined, parentModule: Module | null): RouteNode[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const module = route.module as Module;
        const children = nodes(route.id, module);
        return {
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          module,
          parentModule,
          ...(route.index ? {} : { children }),
        } as RouteNode;
      });
  return nodes(undefined, null);
}

/** The page a single-fetch data request is for: "/policies.data" → "/policies", "/_root.data" → "/". */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** Paths whose answer is kept: React Router ranks every route again on each match (a profile of `/` gave it 4 % of the request). */
const REMEMBERED_PATHS = 1_000;

export function routeMethods(build: ServerBuild) {
  const routes = tree(build);
  const remembered = new Map<string, string[] | null>();
  /** The methods the URL's route serves; null when no route matches (the catch-all page answers). */
  return (url: URL): string[] | null => {
    // The answer depends on the path and, for an index page, on "?index".
    const key = `${url.pathname}${url.searchParams.has("index") ? "?index" : ""}`;
    if (remembered.has(key)) return remembered.get(key)!;
    const methods = methodsFor(url);
    if (remembered.size >= REMEMBERED_PATHS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, methods);
    return methods;
  };

  function methodsFor(url: URL): string[] | null {
    const matches = matchRoutes(routes, pagePath(url.pathname));
    const leaf = matches?.at(-1)?.route as RouteNode | undefined;
    if (!leaf) return null;
    // A form posted to an index page without "?index" goes to the layout above it, as Remix routes it
    // (a resource route, one without a page, takes its own requests).
    const writer = leaf.index && leaf.module.default && !url.searchParams.has("index") ? leaf.parentModule : leaf.module;
    return [...(leaf.module.loader || leaf.module.default ? READS : []), ...(writer?.action ? WRITES : [])];
  }
}
