import { SPEAKING_LEVEL_THRESHOLD, SPEAKING_MIN_DURATION_MS, SPEAKING_RESET_SILENCE_MS } from '../../util/constants.js';

/** Where a speaking detector stands: when the loud run and the silence began, and whether speaking was decided. */
export interface SpeakingState {
  speaking: boolean;
  loudSince: number | null;
  quietSince: number | null;
}

/** A detector that has heard nothing yet. */
export const SILENT: SpeakingState = { speaking: false, loudSince: null, quietSince: null };

/**
 * Feeds one audio level (0–1) heard at `atMs`: speaking starts once the level has stayed above 0.2 for more than
 * 500 ms, and ends after 1 s below it.
 */
export function detectSpeaking(state: SpeakingState, level: number, atMs: number): SpeakingState {
  if (level > SPEAKING_LEVEL_THRESHOLD) {
    const loudSince = state.loudSince ?? atMs;
    return { speaking: state.speaking || atMs - loudSince > SPEAKING_MIN_DURATION_MS, loudSince, quietSince: null };
  }
  const quietSince = state.quietSince ?? atMs;
  if (state.speaking && atMs - quietSince < SPEAKING_RESET_SILENCE_MS) return { speaking: true, loudSince: state.loudSince, quietSince };
  return { speaking: false, loudSince: null, quietSince };
}
