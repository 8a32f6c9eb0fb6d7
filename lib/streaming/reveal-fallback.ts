/**
 * A safety net for React's streamed Suspense reveals (docs/architecture.md, "Server-first pages").
 *
 * React inlines a tiny runtime that moves each streamed segment (`<div hidden id="S:n">`) into
 * place. Its first reveal waits for `requestAnimationFrame`, which a browser does not run in a tab
 * that loads hidden (an analyst's ctrl-click into a new tab, a restored session) or that gets no
 * frames (a starved headless browser): the page then holds its skeleton, with the real content
 * parked invisibly at the end of the body, until the tab is looked at; and if React meanwhile
 * renders that part in the browser, two copies stand in the document. Upstream: React issues
 * 36741/36919, Next.js 95588.
 *
 * The script gives React's runtime its shell time (`$RT`) when no frame has come within 200 ms,
 * or when the tab is hidden before the first frame; React then schedules reveals with timers, which
 * do run in hidden tabs, and whatever was already waiting is revealed at once. It does nothing once
 * React's own frame callback has run, so a visible tab keeps React's timing exactly.
 */
export const revealFallbackScript = [
  "(function(){",
  "function f(){",
  'if(typeof window.$RT==="number")return;',
  "window.$RT=performance.now();",
  "var b=window.$RB,v=window.$RV;",
  'if(b&&b.length&&typeof v==="function")v(b)',
  "}",
  "setTimeout(f,200);",
  'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")f()});',
  'if(document.visibilityState==="hidden")f()',
  "})()",
].join("");
