/** A speech-to-text service answered with an error; `status` is its HTTP status. */
export class SpeechServiceError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    body: string,
  ) {
    super(`${service} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'SpeechServiceError';
  }
}
