import { type VisitApi, type VisitRecord, VisitRecordSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { HttpClient } from './http-client.js';

/** VisitApi over HTTP: `POST /visits/create`; the answer is not read. */
@injectable()
export class HttpVisitApi implements VisitApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async create(visit: VisitRecord): Promise<void> {
    await this.http.request('POST', '/visits/create', z.unknown(), VisitRecordSchema.parse(visit));
  }
}
