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
import { apiFailure } from '../ports/api-failure.port.js';
import type { RoomApi } from '../ports/room-api.port.js';

/** Rooms in memory: a started room gets a key, joining checks its session password like the server. */
export class FakeRoomApi implements RoomApi {
  readonly rooms = new Map<string, Room & { password: string | null }>();
  readonly joins: RoomJoinRequest[] = [];
  private next = 0;
  readonly chatPosts: RoomChatPost[] = [];
  /** What `callProvider` answers: the built-in WebRTC unless a test sets Vonage. */
  call: RoomCall = { provider: 'webrtc' };

  async startRoom(projectId: string, request: RoomStartRequest): Promise<Room> {
    this.next += 1;
    const roomKey = `room-key-${String(this.next).padStart(15, '0')}`;
    const room = {
      roomKey,
      roomUrl: `http://storykeep.test/room/session/${roomKey}`,
      storyId: `story-${this.next}`,
      projectId,
      folderId: request.folder ?? null,
      title: request.title ?? '',
      questions: request.questions ?? [],
      creatorId: null,
      passwordRequired: Boolean(request.sessionPassword),
      isRecording: false,
      numberOfRecordings: 0,
      layout: 'grid',
      password: request.sessionPassword ?? null,
    };
    this.rooms.set(roomKey, room);
    const { password: _hidden, ...answer } = room;
    return answer;
  }

  async storyRoom(storyId: string): Promise<Room> {
    const room = [...this.rooms.values()].find((r) => r.storyId === storyId);
    if (!room) throw apiFailure(404, 'NOT_FOUND', 'Room not found');
    const { password: _hidden, ...answer } = room;
    return answer;
  }

  async roomInfo(roomKey: string): Promise<RoomInfo> {
    const room = this.rooms.get(roomKey);
    if (!room) throw apiFailure(404, 'NOT_FOUND', 'Room not found');
    return { roomKey, title: room.title, hostName: 'Ada Host', passwordRequired: room.passwordRequired };
  }

  async join(roomKey: string, request: RoomJoinRequest): Promise<RoomJoinResponse> {
    const room = this.rooms.get(roomKey);
    if (!room) throw apiFailure(404, 'NOT_FOUND', 'Room not found');
    this.joins.push(request);
    if (room.password && request.sessionPassword !== room.password)
      throw request.sessionPassword
        ? apiFailure(403, 'AUTH_FAILED', 'The session password is not right', 'sessionPassword')
        : apiFailure(401, 'AUTH_NEEDED', 'The session password is not right', 'sessionPassword');
    return {
      participantId: `participant-${this.joins.length}`,
      role: 'guest',
      name: request.name,
      token: 'guest-token',
      storyId: room.storyId,
      title: room.title,
      questions: room.questions,
      isRecording: room.isRecording,
      numberOfRecordings: room.numberOfRecordings,
      layout: room.layout,
    };
  }

  async setRecording(roomKey: string, action: 'start' | 'stop'): Promise<RoomRecording> {
    const room = this.rooms.get(roomKey);
    if (!room) throw apiFailure(404, 'NOT_FOUND', 'Room not found');
    if (action === 'start' && !room.isRecording) room.numberOfRecordings += 1;
    room.isRecording = action === 'start';
    return { isRecording: room.isRecording, numberOfRecordings: room.numberOfRecordings, at: null };
  }

  async setLayout(roomKey: string, layout: string): Promise<void> {
    const room = this.rooms.get(roomKey);
    if (room) room.layout = layout;
  }

  async iceServers(): Promise<IceServersResponse['iceServers']> {
    return [];
  }

  async callProvider(roomKey: string, _token: string): Promise<RoomCall> {
    if (!this.rooms.has(roomKey)) throw apiFailure(404, 'NOT_FOUND', 'Room not found');
    return this.call;
  }

  async postChat(roomKey: string, message: RoomChatPost): Promise<void> {
    if (!this.rooms.has(roomKey)) throw apiFailure(404, 'NOT_FOUND', 'Room not found');
    this.chatPosts.push(message);
  }
}
