/** Admin and share answers describe people and credentials: never kept by a cache. */
export const noStore = { "Cache-Control": "no-store" } as const;
