import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

/** A console.error during a test fails it. */
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  spy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
});
