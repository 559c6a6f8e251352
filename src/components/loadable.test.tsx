import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { loadable } from './loadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadable', () => {
  it('shows the fallback while the chunk downloads, then the component with its props', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const Lazy = loadable(() => chunk.promise, 'Hello', <span>waiting</span>);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      chunk.resolve({ default: Hello });
      await chunk.promise;
    });
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, with no fallback frame, once the chunk is in memory', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = loadable(load, 'Hello', <span>waiting</span>);
    await Lazy.preload();
    render(<Lazy name="Grace" />);
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an element may bring its own fallback', () => {
    const Lazy = loadable(() => new Promise<{ default: typeof Hello }>(() => undefined), 'Hello');
    render(<Lazy name="x" fallback={<span>own</span>} />);
    expect(screen.getByText('own')).toBeInTheDocument();
  });

  it('a failed download reaches the error boundary, and its retry downloads again', async () => {
    const logger = { logError: vi.fn(), logInfo: vi.fn() };
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Hello });
    const Lazy = loadable(load, 'Hello');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <ErrorBoundary logger={logger as never}>
        <Lazy name="again" />
      </ErrorBoundary>,
    );
    const retry = await screen.findByRole('button');
    expect(logger.logError).toHaveBeenCalled();
    act(() => {
      retry.click();
    });
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
