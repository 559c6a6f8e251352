import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXPECTED_CHANGES,
  isTreeShakenLibrary,
  libraryTreeShaking,
  treeShakeLibrarySource,
} from './libraryTreeShaking.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Rollup's plugin context, as far as the transforms use it: `error` throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

describe('library tree shaking', () => {
  it('names react-router’s production files and react-intl’s entry, nothing else', () => {
    expect(isTreeShakenLibrary('/r/node_modules/react-router/dist/production/chunk-ABC.mjs')).toBe(true);
    expect(isTreeShakenLibrary('C:\\r\\node_modules\\react-intl\\index.js')).toBe(true);
    expect(isTreeShakenLibrary('/r/node_modules/react-router/dist/development/chunk-ABC.mjs')).toBe(false);
    expect(isTreeShakenLibrary('/r/node_modules/react-intl/server.js')).toBe(false);
    expect(isTreeShakenLibrary('/r/src/components/Link.tsx')).toBe(false);
  });

  it('drops top-level displayName writes and marks component factories pure, keeping the lines', () => {
    const source = [
      'var Form = React10.forwardRef(({ a }, ref) => {',
      '  Inner.displayName = "kept";',
      '});',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'const FormattedDate = createFormattedComponent("formatDate");',
      'Component.displayName = DisplayName[name];',
      'let x = compute(1);',
    ].join('\n');
    const { code, changes } = treeShakeLibrarySource(source);
    expect(changes).toBe(5);
    expect(code.split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(({ a }, ref) => {',
      '  Inner.displayName = "kept";',
      '});',
      '',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'const FormattedDate = /* @__PURE__ */ createFormattedComponent("formatDate");',
      '',
      'let x = compute(1);',
    ]);
  });

  it('finds in the installed libraries exactly the changes the build expects', () => {
    const dir = path.join(root, 'node_modules/react-router/dist/production');
    const chunks = fs.readdirSync(dir).filter((name) => name.endsWith('.mjs'));
    const routerChanges = chunks.reduce(
      (sum, name) => sum + treeShakeLibrarySource(fs.readFileSync(path.join(dir, name), 'utf8')).changes,
      0,
    );
    expect(routerChanges).toBe(EXPECTED_CHANGES['react-router']);
    const intl = fs.readFileSync(path.join(root, 'node_modules/react-intl/index.js'), 'utf8');
    expect(treeShakeLibrarySource(intl).changes).toBe(EXPECTED_CHANGES['react-intl']);
  });

  it('fails the build, naming itself, when a library takes another number of changes', () => {
    const plugin = libraryTreeShaking({ 'react-router': 2, 'react-intl': 1 });
    call(plugin.buildStart);
    call(
      plugin.transform,
      'A.displayName = "A";\nvar B = React.forwardRef(f);\n',
      '/r/node_modules/react-router/dist/production/chunk-X.mjs',
    );
    call(plugin.transform, 'var C = React.memo(f);\n', '/r/node_modules/react-intl/index.js');
    expect(() => call(plugin.buildEnd)).not.toThrow();
    // An upgrade renamed react-intl's factory: nothing matches there any more.
    call(plugin.buildStart);
    call(
      plugin.transform,
      'A.displayName = "A";\nvar B = React.forwardRef(f);\n',
      '/r/node_modules/react-router/dist/production/chunk-X.mjs',
    );
    call(plugin.transform, 'var C = makeMemo(f);\n', '/r/node_modules/react-intl/index.js');
    expect(() => call(plugin.buildEnd)).toThrow(
      /^\[libraryTreeShaking\] expected 1 changes in react-intl; found 0 in react-intl/,
    );
  });

  it('applies to production builds only', () => {
    expect(libraryTreeShaking().apply).toBe('build');
  });
});
