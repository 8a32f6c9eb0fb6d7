"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Keyboard review of a list: `j`/`k` move the active row, `Enter` opens it, `Esc` closes what is
 * open. Keys typed into a field are the field's, never a shortcut; Enter on a button or link
 * keeps its own meaning.
 */
export interface KeyboardReviewOptions {
  rowIds: readonly string[];
  onOpen: (id: string) => void;
  onClose: () => void;
}

// Inputs that take keys as values; a checkbox or radio does not, so j and k still move there.
const keyless = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
  "range",
  "color",
  "file",
]);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !keyless.has(target.type);
  return (
    target.isContentEditable ||
    ["TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.getAttribute("role") === "textbox"
  );
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && ["BUTTON", "A", "SUMMARY"].includes(target.tagName);
}

export function useKeyboardReview({ rowIds, onOpen, onClose }: KeyboardReviewOptions) {
  const [chosenId, setChosenId] = useState<string | undefined>();
  // A filter may remove the chosen row; then nothing is active until j or k is pressed.
  const activeId = chosenId && rowIds.includes(chosenId) ? chosenId : undefined;
  const latest = useRef({ rowIds, activeId, onOpen, onClose });
  useEffect(() => {
    latest.current = { rowIds, activeId, onOpen, onClose };
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      const { rowIds: ids, activeId: current } = latest.current;
      const index = current ? ids.indexOf(current) : -1;
      if (event.key === "j" || event.key === "k") {
        if (ids.length === 0) return;
        event.preventDefault();
        const next =
          event.key === "j" ? Math.min(ids.length - 1, index + 1) : Math.max(0, index - 1);
        setChosenId(ids[index === -1 ? 0 : next]);
      } else if (event.key === "Enter" && current && !isControl(event.target)) {
        event.preventDefault();
        latest.current.onOpen(current);
      } else if (event.key === "Escape") {
        latest.current.onClose();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (!activeId) return;
    document
      .querySelector(`[data-row-id="${CSS.escape(activeId)}"]`)
      ?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  return { activeId, setActiveId: setChosenId };
}
