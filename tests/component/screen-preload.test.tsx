import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed, preloadComponent, usePreloadsSettled } from '../../src/screens/lazy';

// The route guard waits for the opened screen's preload, so that the screen renders once its chunk is in
// instead of suspending (and React's Suspense fallback then staying up for at least 300 ms).

const Ready = () => <span>{usePreloadsSettled() ? 'settled' : 'loading'}</span>;

const deferred = () => {
  let resolve!: (module: Record<string, unknown>) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Record<string, unknown>>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
};

describe('screen preloads', () => {
  it('are under way until the chunk is in, and then the screen renders without suspending', async () => {
    const chunk = deferred();
    const Screen = lazyNamed<{ name: string }>(() => chunk.promise, 'Greeting');
    render(<Ready />);
    expect(screen.getByText('settled')).toBeInTheDocument();
    act(() => preloadComponent(Screen));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.resolve({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    expect(screen.getByText('settled')).toBeInTheDocument();
    // No Suspense boundary around it: a screen that suspended would throw here.
    render(<Screen name="Anna" />);
    expect(screen.getByText('Hello Anna')).toBeInTheDocument();
  });

  it('settle on a failed chunk too, leaving the error to the screen', async () => {
    const chunk = deferred();
    const Screen = lazyNamed(() => chunk.promise, 'Missing');
    render(<Ready />);
    act(() => preloadComponent(Screen));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.reject(new Error('chunk gone')));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
