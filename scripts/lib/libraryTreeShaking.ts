import type { Plugin } from 'vite';

/**
 * Library files whose unused components a bundler cannot drop as shipped: react-router's production build
 * (`dist/production/*.mjs`) and react-intl's `index.js`. Both set `Component.displayName = "…"` at the top
 * level (a property write, so a side effect) and build components with calls a bundler cannot prove pure
 * (`React.forwardRef(…)`, react-intl's `createFormattedComponent(…)`), so `<Form>`, `<NavLink>`,
 * `<ScrollRestoration>`, `<FormattedRelativeTime>`… and everything they use stayed in the main chunk
 * though the app renders none of them.
 */
export function isTreeShakenLibrary(id: string): boolean {
  const file = id.replaceAll('\\', '/').split('?')[0] ?? '';
  return (
    /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/.test(file) ||
    file.endsWith('/node_modules/react-intl/index.js')
  );
}

/** `Name.displayName = "…";` (or `= Names[key];`) as a statement of its own at the top level. */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = [^;\n]+;[ \t]*$/gm;
/** A top-level `var|const|let Name = <factory>(`, where the factory only builds a component or context. */
const TOP_LEVEL_FACTORY =
  /^((?:var|const|let) [A-Za-z_$][\w$]* = )((?:React\d*\.(?:forwardRef|memo|createContext))|createFormatted\w*Component)\(/gm;

/**
 * Makes those files tree-shakable: drops the top-level displayName writes (names React DevTools shows; the
 * production React never reads them) and marks the component factories `@__PURE__`, so what the app does
 * not import is left out. Used components, contexts and hooks are unchanged.
 */
export function treeShakeLibrarySource(code: string): { code: string; changes: number } {
  let changes = 0;
  const out = code
    .replace(TOP_LEVEL_DISPLAY_NAME, () => {
      changes++;
      return '';
    })
    .replace(TOP_LEVEL_FACTORY, (_match, declaration: string, factory: string) => {
      changes++;
      return `${declaration}/* @__PURE__ */ ${factory}(`;
    });
  return { code: out, changes };
}

/** In the production build, applies {@link treeShakeLibrarySource} to the files {@link isTreeShakenLibrary} names. */
export function libraryTreeShaking(): Plugin {
  return {
    name: 'learning:library-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!isTreeShakenLibrary(id)) return null;
      const { code: out, changes } = treeShakeLibrarySource(code);
      return changes ? { code: out, map: null } : null;
    },
  };
}
