// The floor app's own (empty) instrumentation hook. Without it the build picks up the console's
// instrumentation.ts from the repository root, and the "floor" would run the console's bootstrap,
// watcher and request hooks.
export function register() {}
