import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { revealFallbackScript } from "./reveal-fallback";

/** A page's globals as React's streaming runtime leaves them, with timers under the test's control. */
function page(visibility: "visible" | "hidden") {
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  Object.assign(window, {
    window,
    document,
    performance: { now: () => 42 },
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  runInNewContext(revealFallbackScript, window);
  return {
    window,
    fireTimers: () => timers.splice(0).forEach((timer) => timer()),
    hide: () => {
      document.visibilityState = "hidden";
      listeners.forEach((listener) => listener());
    },
  };
}

/** React's queue of segments waiting for their first frame, and its reveal function. */
function queueReveal(window: Record<string, unknown>) {
  const queue = ["B:0", "S:0"];
  const reveal = vi.fn((pending: string[]) => (pending.length = 0));
  Object.assign(window, { $RB: queue, $RV: reveal });
  return { queue, reveal };
}

describe("the streamed-reveal safety net", () => {
  it("reveals what waits for a frame that never comes, 200 ms later", () => {
    const { window, fireTimers } = page("visible");
    const { queue, reveal } = queueReveal(window);
    expect(reveal).not.toHaveBeenCalled();
    fireTimers();
    expect(reveal).toHaveBeenCalledWith(queue);
    expect(window.$RT).toBe(42);
  });

  it("gives a tab that loads hidden its shell time at once, so reveals go by timer", () => {
    const { window } = page("hidden");
    expect(window.$RT).toBe(42);
  });

  it("reveals what waits when the tab is hidden before its first frame", () => {
    const { window, hide } = page("visible");
    const { reveal } = queueReveal(window);
    hide();
    expect(reveal).toHaveBeenCalledOnce();
  });

  it("leaves React's own timing alone once its frame has come", () => {
    const { window, fireTimers, hide } = page("visible");
    window.$RT = 7;
    const { reveal } = queueReveal(window);
    fireTimers();
    hide();
    expect(reveal).not.toHaveBeenCalled();
    expect(window.$RT).toBe(7);
  });
});
