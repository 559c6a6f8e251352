import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A code-split component without Suspense (see docs/decisions/0008-no-suspense-for-chunks.md).
 *
 * React 19 holds back the reveal of content behind a Suspense boundary for up to 300 ms after any
 * fallback was shown (its fallback throttle), and every lazy widget that mounts restarts that clock. On
 * the course pages that cost a third of a second between the data arriving and the learner seeing it.
 * This loader renders the module synchronously once it is in memory (every later visit, and the first
 * one when the route's chunk was preloaded), and otherwise renders `fallback` until it arrives. A chunk
 * that fails to download is thrown during render, so the nearest error boundary shows its retry.
 */
export interface Loadable<P> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  /** Starts the download (idempotent); resolves when the component can render synchronously. */
  preload(): Promise<ComponentType<P>>;
  displayName?: string;
}

type Module<P> = { default: ComponentType<P> };

export function loadable<P extends object>(
  load: () => Promise<Module<P>>,
  name = 'Loadable',
  /** Shown while the chunk downloads unless the element passes its own. */
  defaultFallback: ReactNode = null,
): Loadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const preload = () => {
    pending ??= load().then(
      (module) => {
        component = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = null; // a later mount (the error boundary's retry) tries again
        throw error;
      },
    );
    return pending;
  };

  function LoadableComponent(props: P & { fallback?: ReactNode }) {
    const [, setLoaded] = useState(0);
    const [error, setError] = useState<unknown>(null);
    // Whether this render showed the fallback. The chunk may arrive between that render and this effect;
    // the effect still waits on it (an already settled promise) so the component replaces the fallback.
    const showedFallback = component === null;
    useEffect(() => {
      if (!showedFallback) return;
      let active = true;
      preload().then(
        () => {
          if (active) setLoaded((n) => n + 1);
        },
        (reason: unknown) => {
          if (active) setError(() => reason ?? new Error(`${name} failed to load`));
        },
      );
      return () => {
        active = false;
      };
    }, [showedFallback]);
    if (error !== null)
      throw error instanceof Error ? error : new Error('The code for this part of the page did not download');
    if (!component) return props.fallback ?? defaultFallback;
    const { fallback: _fallback, ...rest } = props;
    const Component = component;
    return <Component {...(rest as P)} />;
  }
  LoadableComponent.displayName = name;
  LoadableComponent.preload = preload;
  return LoadableComponent;
}
