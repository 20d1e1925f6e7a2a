import { afterEach } from "vitest";
import { expectNoPageProblems } from "./browser";

// Every e2e test fails on a page problem (an uncaught error, a console error) it did not expect.
afterEach(() => expectNoPageProblems());
