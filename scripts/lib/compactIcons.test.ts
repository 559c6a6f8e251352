import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapIconFile, compactIcon, compactIcons } from './compactIcons.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Rollup's plugin context, as far as the transforms use it: `error` throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

describe('compact icons', () => {
  it('names Bootstrap Icons imported as raw markup, nothing else', () => {
    expect(bootstrapIconFile('/r/node_modules/bootstrap-icons/icons/award.svg?raw')).toBe(
      '/r/node_modules/bootstrap-icons/icons/award.svg',
    );
    expect(bootstrapIconFile('/r/node_modules/bootstrap-icons/icons/award.svg')).toBeNull();
    expect(bootstrapIconFile('/r/src/assets/logo.svg?raw')).toBeNull();
  });

  it('keeps the drawing and drops what inline SVG does not need', () => {
    const file = path.join(root, 'node_modules/bootstrap-icons/icons/award.svg');
    const original = fs.readFileSync(file, 'utf8');
    const compact = compactIcon(original);
    expect(compact).toMatch(/^<svg fill="currentColor" viewBox="0 0 16 16"><path d="M9\.669/);
    expect(compact).not.toMatch(/xmlns|width=|height=|class=|\n/);
    const paths = (svg: string) => svg.match(/<path [^>]*\/>/g);
    expect(paths(compact)).toEqual(paths(original));
  });

  it('serves the compact markup as the module’s default export', () => {
    const plugin = compactIcons();
    const id = `${path.join(root, 'node_modules/bootstrap-icons/icons/award.svg')}?raw`;
    expect(call(plugin.load, id)).toMatch(/^export default "<svg fill=\\"currentColor\\"/);
    expect(call(plugin.load, '/r/src/app/main.tsx')).toBeNull();
  });

  it('finds the four attributes it drops in every icon the app imports', () => {
    const plugin = compactIcons();
    const sources = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });
    const icons = new Set(
      sources
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) => [
          ...fs
            .readFileSync(path.join(root, 'src', file), 'utf8')
            .matchAll(/'bootstrap-icons\/icons\/([\w-]+)\.svg\?raw'/g),
        ])
        .map((match) => match[1]),
    );
    expect(icons.size).toBeGreaterThan(5);
    for (const icon of icons)
      expect(() =>
        call(plugin.load, `${path.join(root, 'node_modules/bootstrap-icons/icons', `${icon}.svg`)}?raw`),
      ).not.toThrow();
  });

  it('fails the build, naming itself, on an icon without those attributes or when no icon loads', () => {
    const plugin = compactIcons();
    call(plugin.configResolved, { command: 'build' });
    call(plugin.buildStart);
    expect(() => call(plugin.buildEnd)).toThrow(
      /^\[compactIcons\] expected Bootstrap Icons imported as bootstrap-icons\/icons\/\*\.svg\?raw; found none/,
    );
    // An upgrade that drops the fixed size from the markup.
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'icons-')), 'bootstrap-icons/icons');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'x.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor" class="bi bi-x" viewBox="0 0 16 16"><path d="M0 0"/></svg>',
    );
    expect(() => call(plugin.load, `${path.join(dir, 'x.svg')}?raw`)).toThrow(
      /^\[compactIcons\] expected 4 attributes to drop .* in .*x\.svg; found 2/,
    );
  });
});
