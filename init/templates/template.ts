import type { InitPlugin } from '../plugins.js';

/** What the user chose (flags or answers). */
export interface InitChoices {
  plugins: readonly InitPlugin[];
  /** The API host's origin, without /api/v1. */
  baseUrl: string;
  projectId: string;
  publishableClientKey: string;
}

/** A file a template writes; `edit` changes an existing file instead (null: the file does not fit, say how by hand). */
export type TemplateFile =
  | { path: string; content: string; what: string }
  | { path: string; edit: (current: string) => string | null; what: string; manual: string };

/** A framework `init` knows: how to recognise an app, and the files to write in it. */
export interface FrameworkTemplate {
  readonly id: string;
  readonly label: string;
  /** True when the app's package.json and files say it is this framework. */
  detect(app: AppInfo): boolean;
  /** Why this app of the framework cannot be set up (null or absent: it can). */
  unsupported?(app: AppInfo): string | null;
  files(app: AppInfo, choices: InitChoices): TemplateFile[];
  /** Packages the generated code imports that the app must have. */
  peers: readonly string[];
  /** The command that starts the app. */
  devCommand: string;
}

export interface AppInfo {
  dir: string;
  dependencies: Record<string, string>;
  /** Whether a file exists, relative to the app. */
  has(path: string): boolean;
}
