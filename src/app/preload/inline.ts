import { browserEnv, preload, type PreloadBuild } from './preload';

/**
 * The entry the build compiles into index.html's preload script (scripts/lib/routePreload.ts). The build
 * declares `__PRELOAD_BUILD__` in the script around this module, as a JSON literal.
 */
declare const __PRELOAD_BUILD__: PreloadBuild;

preload(__PRELOAD_BUILD__, browserEnv());
