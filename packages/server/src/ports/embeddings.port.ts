/** Turns texts into meaning vectors (an OpenAI-compatible embeddings server when one is configured). */
export interface Embeddings {
  /** The model asked for; vectors of different models are never compared. */
  readonly model: string;
  /** One vector per text, in the order given; all of one length (the model's dimension). */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}
