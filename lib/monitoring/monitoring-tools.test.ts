import { describe, expect, it } from "vitest";
import {
  acknowledgementFilter,
  acknowledgementParams,
  dayAlertsHref,
  executionAlertsHref,
} from "./alert-links";
import {
  currentToken,
  pageNumber,
  parseCursorStack,
  popToken,
  pushToken,
  serializeCursorStack,
} from "./cursor-stack";
import { executionRangeSchema, fromLocalInput, toLocalInput } from "./date-range";

describe("cursor stack", () => {
  it("goes forward and back through pages", () => {
    let stack = parseCursorStack(null);
    expect(pageNumber(stack)).toBe(1);
    expect(currentToken(stack)).toBeUndefined();
    stack = pushToken(pushToken(stack, "YQ=="), "Yg==");
    expect(serializeCursorStack(stack)).toBe("YQ==,Yg==");
    expect(currentToken(stack)).toBe("Yg==");
    expect(pageNumber(stack)).toBe(3);
    stack = popToken(parseCursorStack("YQ==,Yg=="));
    expect(stack).toEqual(["YQ=="]);
    expect(serializeCursorStack(popToken(stack))).toBeUndefined();
  });
});

describe("executions range", () => {
  const range = (from: string, to: string) => executionRangeSchema.safeParse({ from, to });

  it("accepts up to 60 days", () => {
    expect(range("2026-01-01T00:00", "2026-03-02T00:00").success).toBe(true);
  });

  it("refuses more than 60 days, saying why", () => {
    const result = range("2026-01-01T00:00", "2026-04-01T00:00");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["to"] });
    expect(result.error?.issues[0].message).toMatch(/90 days.*at most 60 days/);
  });

  it("refuses an end before the start and a missing date", () => {
    expect(range("2026-02-01T00:00", "2026-01-01T00:00").error?.issues[0].message).toMatch(
      /before the start/,
    );
    expect(range("", "2026-01-01T00:00").success).toBe(false);
  });

  it("round-trips datetime-local values", () => {
    const iso = fromLocalInput("2026-05-04T03:02");
    expect(iso && toLocalInput(iso)).toBe("2026-05-04T03:02");
    expect(fromLocalInput("nope")).toBeUndefined();
  });
});

describe("alert links", () => {
  it("selects one execution by a millisecond either side", () => {
    const href = executionAlertsHref({ id: "e1", execution_time: "2026-11-15T14:04:10.000Z" });
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("execution_time_after")).toBe("2026-11-15T14:04:09.999Z");
    expect(params.get("execution_time_before")).toBe("2026-11-15T14:04:10.001Z");
    expect(params.get("execution")).toBe("e1");
  });

  it("covers one UTC day", () => {
    const params = new URL(dayAlertsHref("2026-11-15"), "http://x").searchParams;
    expect(params.get("execution_time_after")).toBe("2026-11-14T23:59:59.999Z");
    expect(params.get("execution_time_before")).toBe("2026-11-16T00:00:00.000Z");
  });

  it("maps the acknowledgement choice to exactly one flag", () => {
    const get = (query: string) => acknowledgementFilter(new URLSearchParams(query));
    expect(get("only_unacknowledged=true")).toBe("unacknowledged");
    expect(get("acknowledged=false")).toBe("unacknowledged");
    expect(get("acknowledged=true")).toBe("acknowledged");
    expect(get("")).toBe("all");
    expect(acknowledgementParams("acknowledged")).toEqual({
      only_unacknowledged: undefined,
      acknowledged: "true",
    });
  });
});
