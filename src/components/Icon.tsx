/**
 * An inline SVG icon from Bootstrap Icons, imported per icon as raw markup (`…/icons/x.svg?raw`), so only
 * the icons in use are bundled. Icons are decoration: hidden from assistive technology, which reads the
 * text or label next to them. `flipInRtl` mirrors directional icons (arrows, chevrons) in right-to-left.
 */
export function Icon({
  svg,
  className = '',
  size = '1em',
  flipInRtl = false,
}: {
  svg: string;
  className?: string;
  size?: string;
  flipInRtl?: boolean;
}) {
  const markup = svg
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace('<svg', `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false"`);
  return (
    <span
      className={`icon d-inline-flex align-middle ${flipInRtl ? 'flip-rtl' : ''} ${className}`.trim()}
      aria-hidden="true"
      // The markup is a static icon file bundled at build time, never data from a server.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
