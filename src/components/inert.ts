/**
 * The `inert` attribute for a JSX element. React 18 does not know the prop (it warns on `inert={true}` and
 * writes nothing useful); an empty attribute makes the element inert, and leaving it out does not.
 */
export function inert(on: boolean): { inert?: '' } {
  return on ? { inert: '' } : {};
}
