import {
  IceServersResponseSchema,
  type Room,
  type RoomApi,
  RoomCallSchema,
  type RoomChatPost,
  RoomChatPostAnswerSchema,
  RoomInfoSchema,
  type RoomJoinRequest,
  RoomJoinResponseSchema,
  RoomLayoutResponseSchema,
  RoomRecordingSchema,
  RoomSchema,
  type RoomStartRequest,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** RoomApi over HTTP: `/projects/{id}/room/start`, `/room/stories/{id}` and `/rooms/{roomKey}/…`. */
@injectable()
export class HttpRoomApi implements RoomApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  startRoom(projectId: string, request: RoomStartRequest): Promise<Room> {
    return this.http.request('POST', `/projects/${segment(projectId)}/room/start`, RoomSchema, request);
  }

  storyRoom(storyId: string): Promise<Room> {
    return this.http.request('GET', `/room/stories/${segment(storyId)}`, RoomSchema);
  }

  roomInfo(roomKey: string) {
    return this.http.request('GET', `/rooms/${segment(roomKey)}`, RoomInfoSchema);
  }

  join(roomKey: string, request: RoomJoinRequest) {
    return this.http.request('POST', `/rooms/${segment(roomKey)}/join`, RoomJoinResponseSchema, request);
  }

  setRecording(roomKey: string, action: 'start' | 'stop') {
    return this.http.request('POST', `/rooms/${segment(roomKey)}/recording`, RoomRecordingSchema, { action });
  }

  async setLayout(roomKey: string, layout: string): Promise<void> {
    await this.http.request('POST', `/rooms/${segment(roomKey)}/layout`, RoomLayoutResponseSchema, { layout });
  }

  callProvider(roomKey: string, token: string) {
    return this.http.request('POST', `/rooms/${segment(roomKey)}/call`, RoomCallSchema, { token });
  }

  async postChat(roomKey: string, message: RoomChatPost): Promise<void> {
    await this.http.request('POST', `/rooms/${segment(roomKey)}/chat`, RoomChatPostAnswerSchema, message);
  }

  async iceServers() {
    return (await this.http.request('GET', '/rooms/ice-servers', IceServersResponseSchema)).iceServers;
  }
}
