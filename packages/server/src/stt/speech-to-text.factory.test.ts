import { describe, expect, it } from 'vitest';
import { PocketsphinxSpeechToText } from './pocketsphinx.js';
import { speechServicesFrom } from './speech-to-text.factory.js';

describe('speechServicesFrom', () => {
  const missing = new PocketsphinxSpeechToText({ binary: '/nonexistent/pocketsphinx', modelDir: '/nonexistent' });

  it('offers every configured service by the name an organization picks', () => {
    const services = speechServicesFrom(
      { DEEPGRAM_API_KEY: 'key', WHISPER_API_URL: 'http://whisper.test/v1/audio/transcriptions' },
      missing,
    );
    expect(Object.keys(services).sort()).toEqual(['deepgram', 'whisper']);
    expect(services.deepgram?.name).toBe('deepgram');
  });

  it('offers pocketsphinx only when it is installed, and nothing unconfigured', () => {
    expect(speechServicesFrom({}, missing)).toEqual({});
    const installed = new PocketsphinxSpeechToText();
    expect(Object.keys(speechServicesFrom({}, installed))).toEqual(installed.available() ? ['pocketsphinx'] : []);
  });
});
