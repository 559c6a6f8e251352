import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapIconFile, compactIcon, compactIcons } from './compactIcons.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

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
    const load = compactIcons().load as (id: string) => string | null;
    const id = `${path.join(root, 'node_modules/bootstrap-icons/icons/award.svg')}?raw`;
    expect(load(id)).toMatch(/^export default "<svg fill=\\"currentColor\\"/);
    expect(load('/r/src/app/main.tsx')).toBeNull();
  });
});
