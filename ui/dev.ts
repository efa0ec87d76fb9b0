declare const process: { env: Record<string, string | undefined> };

/**
 * True in a development build: bundlers replace `process.env.NODE_ENV`; where nothing defines it (a browser
 * loading the modules as they are) it is false.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** A hint for the app's developer: on the console in development builds only. */
export function devWarn(message: string): void {
  if (isDevelopment()) console.warn(`[tinyauth] ${message}`);
}
