import fs from 'node:fs';
import type { Plugin } from 'vite';
import { transformError } from './transformGuard.ts';

/** `…/bootstrap-icons/icons/<name>.svg?raw`: the file, or null for any other id. */
export function bootstrapIconFile(id: string): string | null {
  const match = /^(.*[\\/]bootstrap-icons[\\/]icons[\\/][\w-]+\.svg)\?raw$/.exec(id);
  return match?.[1] ?? null;
}

/**
 * An icon's markup without what an inline SVG in an HTML page does not need: the namespace (the HTML
 * parser gives <svg> its own), the 16×16 size (components/Icon.tsx sets the size it shows), Bootstrap
 * Icons' `bi bi-<name>` classes (no stylesheet of the app uses them) and the whitespace between elements.
 * The drawing (viewBox, fill, paths) is unchanged. `removed` counts the attributes dropped: 4 in every icon
 * of Bootstrap Icons 1.13 (the namespace, width, height, class).
 */
export function compactIcon(svg: string): string {
  return compactIconCounted(svg).svg;
}

export function compactIconCounted(svg: string): { svg: string; removed: number } {
  let removed = 0;
  const drop = () => {
    removed += 1;
    return '';
  };
  const out = svg
    .replace(/\s+xmlns="[^"]*"/, drop)
    .replace(/\s+(width|height)="16"/g, drop)
    .replace(/\s+class="bi(?: [\w-]+)*"/, drop)
    .replace(/>\s+</g, '><')
    .trim();
  return { svg: out, removed };
}

/** The attributes {@link compactIcon} drops from each icon: the namespace, width, height and class. */
export const ATTRIBUTES_PER_ICON = 4;

/**
 * Bootstrap Icons imported as raw markup (`bootstrap-icons/icons/x.svg?raw`, components/Icon.tsx) are
 * compacted by {@link compactIcon}: about 110 bytes less per icon. The build fails on an icon without the
 * four attributes it drops, or when no icon was loaded (decision 0033).
 */
export function compactIcons(): Plugin {
  let icons = 0;
  let build = false;
  return {
    name: 'learning:compact-icons',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      icons = 0;
    },
    load(id) {
      const file = bootstrapIconFile(id);
      if (!file) return null;
      const { svg, removed } = compactIconCounted(fs.readFileSync(file, 'utf8'));
      if (removed !== ATTRIBUTES_PER_ICON)
        this.error(
          transformError(
            'compactIcons',
            `${ATTRIBUTES_PER_ICON} attributes to drop (xmlns, width="16", height="16", class="bi …") in ${file}`,
            `${removed}`,
          ),
        );
      icons += 1;
      return `export default ${JSON.stringify(svg)};\n`;
    },
    buildEnd(error) {
      if (error || !build || icons > 0) return;
      this.error(
        transformError('compactIcons', 'Bootstrap Icons imported as bootstrap-icons/icons/*.svg?raw', 'none'),
      );
    },
  };
}
