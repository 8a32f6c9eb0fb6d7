"use client";

import { useEffect, useRef } from "react";
import { DECISIONS, isWorkItemKind } from "./kinds";

/**
 * The queue's keys beside j/k/Enter/Esc (lib/screening/use-keyboard-review): with an item open,
 * its decision keys pick a decision (the reason field then takes the focus); `x` selects the
 * active row for bulk work; `m` assigns it to me. Keys typed into a field stay the field's.
 */
export interface DecisionKeyOptions {
  openKind: string | undefined;
  onPick: (decision: string) => void;
  onToggleSelect: () => void;
  onTake: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit"].includes(target.type);
  }
  return target.isContentEditable || ["TEXTAREA", "SELECT"].includes(target.tagName);
}

export function useDecisionKeys(options: DecisionKeyOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      const { openKind, onPick, onToggleSelect, onTake } = latest.current;
      if (event.key === "x") {
        event.preventDefault();
        onToggleSelect();
        return;
      }
      if (event.key === "m") {
        event.preventDefault();
        onTake();
        return;
      }
      if (!openKind || !isWorkItemKind(openKind)) return;
      const option = DECISIONS[openKind].find((candidate) => candidate.key === event.key);
      if (option) {
        event.preventDefault();
        onPick(option.value);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
