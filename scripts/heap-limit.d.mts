/** Types of scripts/heap-limit.mjs (plain JavaScript: scripts/start.mjs runs before any build). */
export const DEFAULT_MAX_HEAP_MB: number;
export function consoleNodeOptions(env?: Record<string, string | undefined>): string;
