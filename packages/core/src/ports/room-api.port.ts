import type {
  IceServersResponse,
  Room,
  RoomCall,
  RoomChatPost,
  RoomInfo,
  RoomJoinRequest,
  RoomJoinResponse,
  RoomRecording,
  RoomStartRequest,
} from '../model/api/room.api.schema.js';

/** Rooms of live calls over the API: starting one, reading and joining it by its link, and the host's controls. */
export const RoomApi = Symbol('RoomApi');
export interface RoomApi {
  /** `POST /projects/{id}/room/start` (the folder goes in the request). */
  startRoom(projectId: string, request: RoomStartRequest): Promise<Room>;
  /** `GET /room/stories/{id}`. */
  storyRoom(storyId: string): Promise<Room>;
  /** `GET /rooms/{roomKey}`. */
  roomInfo(roomKey: string): Promise<RoomInfo>;
  /** `POST /rooms/{roomKey}/join`; a refused session password throws with `code` AUTH_NEEDED or AUTH_FAILED. */
  join(roomKey: string, request: RoomJoinRequest): Promise<RoomJoinResponse>;
  /** `POST /rooms/{roomKey}/recording`. */
  setRecording(roomKey: string, action: 'start' | 'stop'): Promise<RoomRecording>;
  /** `POST /rooms/{roomKey}/layout`. */
  setLayout(roomKey: string, layout: string): Promise<void>;
  /** `POST /rooms/{roomKey}/call`: which video service runs the call, with its credentials for this participant. */
  callProvider(roomKey: string, token: string): Promise<RoomCall>;
  /** `POST /rooms/{roomKey}/chat`: a chat message of a call on Vonage Video, kept and passed on by the server. */
  postChat(roomKey: string, message: RoomChatPost): Promise<void>;
  /** `GET /rooms/ice-servers`. */
  iceServers(): Promise<IceServersResponse['iceServers']>;
}
