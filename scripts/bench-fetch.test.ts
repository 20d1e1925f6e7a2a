import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { benchFetch } from "./bench-fetch";

/*
 * The bench's crash at the card-controls step ("fetch failed … other side closed"), as it happened:
 * a server that closes idle keep-alive sockets (the local Worker does after 5 s; this one after
 * 300 ms), and a client whose event loop was blocked past that (a loop of spawnSync) and so still
 * held the closed socket for its next request.
 */

let server: ChildProcess;
let origin = "";

beforeAll(async () => {
  // In another process: a server in this one would be blocked along with the client.
  // Like the local Worker, it sends no Keep-Alive hint (a hint would tell the client when to let go).
  server = spawn(process.execPath, [
    "-e",
    `const s = require("node:net").createServer((socket) => {
       let idle;
       const wait = () => { clearTimeout(idle); idle = setTimeout(() => socket.destroy(), 300); };
       socket.on("error", () => {});
       socket.on("data", () => { if (socket.writable) socket.write("HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok"); wait(); });
       wait();
     });
     s.listen(0, "127.0.0.1", () => console.log(s.address().port));`,
  ]);
  const port = await new Promise<string>((resolve) => server.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.kill();
});

/** A request, then the event loop blocked past the server's idle timeout, then the next request. */
async function afterABlockedLoop(next: (url: string) => Promise<Response>) {
  await (await fetch(`${origin}/first`)).text();
  // The socket goes back to the client's pool (in the bench, Chromium printed meanwhile)…
  await new Promise((resolve) => setTimeout(resolve, 20));
  // …then the event loop is blocked while the server closes it.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 800);
  return next(`${origin}/second`);
}

it("plain fetch fails on the socket the server closed while the loop was blocked", async () => {
  await expect(afterABlockedLoop((url) => fetch(url))).rejects.toMatchObject({ cause: { code: "UND_ERR_SOCKET" } });
});

it("benchFetch says so and tries once more on a new connection, which answers", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const response = await afterABlockedLoop((url) => benchFetch(url, { method: "POST", body: "x" }));
  expect(await response.text()).toBe("ok");
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(/POST http:\/\/127\.0\.0\.1:\d+\/second: the connection failed \(UND_ERR_SOCKET/),
  );
  warn.mockRestore();
});

it("benchFetch names the server's log when nothing answers at all", async () => {
  // A port nothing listens on: taken, then let go.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  await expect(benchFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(
    new RegExp(`failed twice \\(ECONNREFUSED.*test-results/wrangler-${port}\\.log`),
  );
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
