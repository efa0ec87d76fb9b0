/**
 * The React functions the ui and the plugin views call, imported here once. esbuild keeps one
 * `import … from "react"` statement per bundled module, so importing React in every file costs an app
 * built with it one statement per file; through this module it ships one.
 */
export {
  createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore,
} from 'react';
