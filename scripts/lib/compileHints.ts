import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment). As the first line of a script
 * it asks V8 to compile every function of the file on a background thread while the file streams in,
 * instead of each one on the main thread the first time it is called. A chunk of this app is fetched when
 * its code is about to run (the first visit's, a screen's, a dialog's), so most of its functions run at
 * once: the main thread's compile work moves into the download (decision 0017).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code and its source map (a JSON string) with the hint as a new first line. */
export function withCompileHint(code: string, map?: string): { code: string; map?: string } {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return { code, map };
  const hinted = `${COMPILE_HINT}\n${code}`;
  if (map === undefined) return { code: hinted };
  const parsed = JSON.parse(map) as { mappings: string };
  // One more generated line before all others: each mapping moves down a line.
  parsed.mappings = `;${parsed.mappings}`;
  return { code: hinted, map: JSON.stringify(parsed) };
}

/**
 * Puts the hint at the top of every JavaScript chunk. Last, after Vite's own rewrites (its preload helper
 * goes before the first line too): the hint counts only as the file's first line. The chunk's source map
 * moves with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'learning:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const mapAsset = bundle[`${item.fileName}.map`] as Rolldown.OutputAsset | undefined;
          const source = mapAsset?.type === 'asset' ? mapAsset.source : undefined;
          const map =
            typeof source === 'string' || source === undefined ? source : new TextDecoder().decode(source);
          const next = withCompileHint(item.code, map);
          item.code = next.code;
          if (mapAsset && next.map !== undefined) mapAsset.source = next.map;
        }
      },
    },
  };
}
