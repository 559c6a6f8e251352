import type { Plugin } from 'vite';
import { transformError } from './transformGuard.ts';

/**
 * Library files whose unused components a bundler cannot drop as shipped: react-router's production build
 * (`dist/production/*.mjs`) and react-intl's `index.js`. Both set `Component.displayName = "…"` at the top
 * level (a property write, so a side effect) and build components with calls a bundler cannot prove pure
 * (`React.forwardRef(…)`, react-intl's `createFormattedComponent(…)`), so `<Form>`, `<NavLink>`,
 * `<ScrollRestoration>`, `<FormattedRelativeTime>`… and everything they use stayed in the main chunk
 * though the app renders none of them.
 */
export function isTreeShakenLibrary(id: string): boolean {
  return treeShakenLibrary(id) !== null;
}

/** Which library a file is of, or null when it is not one {@link isTreeShakenLibrary} names. */
export function treeShakenLibrary(id: string): TreeShakenLibrary | null {
  const file = id.replaceAll('\\', '/').split('?')[0] ?? '';
  if (/\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/.test(file)) return 'react-router';
  return file.endsWith('/node_modules/react-intl/index.js') ? 'react-intl' : null;
}

export type TreeShakenLibrary = 'react-router' | 'react-intl';

/**
 * The changes the installed versions take (react-router 7.18.5's production chunk, react-intl 10.2.2's
 * index.js): the build fails on any other count, so an upgrade that moves, renames or adds a component
 * is looked at, its gain measured again and the count updated (decision 0033).
 */
export const EXPECTED_CHANGES: Readonly<Record<TreeShakenLibrary, number>> = {
  'react-router': 31,
  'react-intl': 19,
};

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

/**
 * In the production build, applies {@link treeShakeLibrarySource} to the files {@link isTreeShakenLibrary}
 * names, and fails the build when a library's files took another number of changes than
 * {@link EXPECTED_CHANGES} says.
 */
export function libraryTreeShaking(expected = EXPECTED_CHANGES): Plugin {
  const changed = new Map<TreeShakenLibrary, number>();
  return {
    name: 'learning:library-tree-shaking',
    apply: 'build',
    buildStart() {
      changed.clear();
    },
    transform(code, id) {
      const library = treeShakenLibrary(id);
      if (!library) return null;
      const { code: out, changes } = treeShakeLibrarySource(code);
      changed.set(library, (changed.get(library) ?? 0) + changes);
      return changes ? { code: out, map: null } : null;
    },
    buildEnd(error) {
      if (error) return;
      const wrong = (Object.keys(expected) as TreeShakenLibrary[]).filter(
        (library) => (changed.get(library) ?? 0) !== expected[library],
      );
      if (wrong.length === 0) return;
      this.error(
        transformError(
          'libraryTreeShaking',
          wrong.map((library) => `${expected[library]} changes in ${library}`).join(' and '),
          wrong.map((library) => `${changed.get(library) ?? 0} in ${library}`).join(' and '),
        ),
      );
    },
  };
}
