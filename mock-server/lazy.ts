/**
 * A module loaded on first use, once. Memoise the promise: every `import()` call re-runs module resolution
 * (through the loader hooks' worker under tsx), which costs far more than the call it guards.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
