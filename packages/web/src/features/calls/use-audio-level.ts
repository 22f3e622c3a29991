import { detectSpeaking, SILENT, type SpeakingState } from '@storykeep/core';
import { useEffect, useState } from 'react';

const SAMPLE_MS = 100;

/**
 * The audio level (0–1) of a stream's first audio track, sampled ten times a second, and whether its owner is
 * speaking (level above 0.2 for over 500 ms, until 1 s of silence).
 */
export function useAudioLevel(stream: MediaStream | null): { level: number; speaking: boolean } {
  const [state, setState] = useState({ level: 0, speaking: false });
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const audio = new AudioContext();
    const source = audio.createMediaStreamSource(stream);
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let speaking: SpeakingState = SILENT;
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // RMS scaled so ordinary speech reads around 0.3–0.8.
      const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      speaking = detectSpeaking(speaking, level, performance.now());
      setState((previous) =>
        Math.abs(previous.level - level) < 0.01 && previous.speaking === speaking.speaking
          ? previous
          : { level, speaking: speaking.speaking },
      );
    }, SAMPLE_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void audio.close();
    };
  }, [stream]);
  return state;
}
