/**
 * Finding a Bootstrap icon in rendered markup by its drawing: the build strips the icons' `bi bi-<name>`
 * classes (scripts/lib/compactIcons.ts), so a test names the icon by its file
 * (`import lock from 'bootstrap-icons/icons/lock-fill.svg?raw'`).
 */
function drawingOf(svg: string): string {
  const d = /\sd="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error('not an icon: no path');
  return d;
}

/** The first <svg> under `root` that draws `icon` (raw markup), or null. */
export function findIcon(root: ParentNode, icon: string): SVGSVGElement | null {
  const d = drawingOf(icon);
  return (
    Array.from(root.querySelectorAll('svg')).find(
      (svg) => svg.querySelector('path')?.getAttribute('d') === d,
    ) ?? null
  );
}
