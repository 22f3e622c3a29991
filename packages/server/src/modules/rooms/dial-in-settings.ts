/**
 * Where a room's Vonage Video session dials to reach its telephone callers: the SIP address of the Vonage Voice
 * application that answers the dial-in number (VONAGE_VOICE_SIP_URI) and, where that endpoint asks for them, the
 * digest credentials (VONAGE_VOICE_SIP_USERNAME, VONAGE_VOICE_SIP_PASSWORD).
 */
export interface VoiceSipSettings {
  uri: string;
  auth: { username: string; password: string } | undefined;
}

/**
 * The server answers the dial-in itself when VONAGE_VOICE_SIP_URI is set; it needs Vonage Video, the dial-in number
 * and the callback secret (the Voice application's webhooks carry it), and start-up stops without them.
 */
export function voiceSipFromEnv(env: NodeJS.ProcessEnv): VoiceSipSettings | undefined {
  const uri = env.VONAGE_VOICE_SIP_URI?.trim();
  const username = env.VONAGE_VOICE_SIP_USERNAME?.trim();
  const password = env.VONAGE_VOICE_SIP_PASSWORD?.trim();
  if (!uri) {
    if (username || password) throw new Error('Invalid environment variable VONAGE_VOICE_SIP_USERNAME: set it with VONAGE_VOICE_SIP_URI');
    return undefined;
  }
  if (!/^sips?:[^\s@]+@[^\s@]+$/.test(uri) || uri.length > 500)
    throw new Error('Invalid environment variable VONAGE_VOICE_SIP_URI: a SIP address such as sip:number@host;transport=tls');
  for (const needed of ['VONAGE_API_KEY', 'VONAGE_DIAL_IN_NUMBER', 'VONAGE_CALLBACK_SECRET'])
    if (!env[needed]?.trim()) throw new Error(`Invalid environment variable VONAGE_VOICE_SIP_URI: set it with ${needed}`);
  if (!username !== !password)
    throw new Error('Invalid environment variable VONAGE_VOICE_SIP_PASSWORD: set it with VONAGE_VOICE_SIP_USERNAME, or neither');
  return { uri, auth: username && password ? { username, password } : undefined };
}
