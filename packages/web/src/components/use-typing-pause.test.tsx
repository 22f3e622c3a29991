// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useTypingPause } from './use-typing-pause.js';

describe('useTypingPause', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands over the trimmed text once, after typing pauses, not at each keystroke', () => {
    const settled: string[] = [];
    const { rerender } = renderHook(({ typed }) => useTypingPause(typed, (text) => settled.push(text)), {
      initialProps: { typed: '' },
    });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(settled).toEqual(['']);
    for (const typed of [' c', ' cl', ' cla ']) {
      rerender({ typed });
      act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    }
    expect(settled).toEqual(['']);
    act(() => vi.advanceTimersByTime(1));
    expect(settled).toEqual(['', 'cla']);
  });

  it('calls the newest settle function a page passed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ typed, settle }) => useTypingPause(typed, settle), {
      initialProps: { typed: 'ada', settle: first },
    });
    rerender({ typed: 'ada', settle: second });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ada');
  });
});
