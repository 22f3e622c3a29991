import { randomUUID } from 'node:crypto';
import {
  isWorkspaceMember,
  type RecordingLayoutName,
  type Room,
  type RoomInfo,
  type RoomJoinRequest,
  type RoomJoinResponse,
  type RoomRecording,
  type RoomStartRequest,
} from '@storykeep/core';
import type { Selectable } from 'kysely';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn, StringListColumnSchema } from '../../db/json-column.js';
import { type RoomsTable } from '../../db/room-tables.schema.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { hashToken, newCode, newToken } from '../../tokens.js';
import { requireFolder, requireProject, requireStory } from '../access.js';
import { markCampaignRecorded } from '../planning/campaign-progress.js';
import type { RoomBus } from './room-bus.js';
import { sealSessionPassword, sessionPasswordMatches } from './session-password.js';
import { announce, archiveWithRecording } from './vonage-room.js';

/** How long a guest's room token stays valid. */
export const GUEST_TOKEN_SECONDS = 24 * 60 * 60;

type RoomRow = Omit<Selectable<RoomsTable>, 'questions'> & { questions: unknown };

/** The web app's join link of a room. */
export function roomUrl(context: Pick<AppContext, 'publicUrl'>, roomKey: string): string {
  return appUrl(context, 'roomSession', { interviewId: roomKey });
}

/** A room by its key, or 404. */
export async function requireRoom(context: AppContext, roomKey: string): Promise<RoomRow> {
  const room = await context.db.selectFrom('rooms').selectAll().where('room_key', '=', roomKey).executeTakeFirst();
  if (!room) throw notFound('Room');
  return room;
}

/** Whether the story is being recorded now, and how many recordings it has. */
export async function recordingState(context: AppContext, storyId: string): Promise<RoomRecording> {
  const rows = await context.db
    .selectFrom('story_recordings')
    .select(['started_at', 'stopped_at'])
    .where('story_id', '=', storyId)
    .orderBy('started_at', 'desc')
    .execute();
  const open = rows.find((row) => row.stopped_at === null);
  const last = open ?? rows[0];
  const at = last ? (last.stopped_at ?? last.started_at) : null;
  return { isRecording: !!open, numberOfRecordings: rows.length, at: at ? new Date(at).toISOString() : null };
}

async function roomView(context: AppContext, room: RoomRow): Promise<Room> {
  const story = await context.db
    .selectFrom('stories')
    .select(['title', 'session_password'])
    .where('id', '=', room.story_id)
    .executeTakeFirstOrThrow();
  const recording = await recordingState(context, room.story_id);
  return {
    roomKey: room.room_key,
    roomUrl: roomUrl(context, room.room_key),
    storyId: room.story_id,
    projectId: room.project_id,
    folderId: room.folder_id,
    title: story.title,
    questions: readJsonColumn(StringListColumnSchema, room.questions, 'rooms.questions'),
    creatorId: room.created_by,
    passwordRequired: !!story.session_password,
    isRecording: recording.isRecording,
    numberOfRecordings: recording.numberOfRecordings,
    layout: room.layout,
  };
}

/** `POST /projects/{id}/room/start`: a new story in the project (and folder) with a room to record it; the caller hosts. */
export async function startRoom(context: AppContext, actor: Actor, projectId: string, body: RoomStartRequest): Promise<Room> {
  const project = await requireProject(context, actor, projectId, 'see');
  if (body.folder) {
    const folder = await requireFolder(context, actor, body.folder, 'see');
    if (folder.project_id !== project.id) throw badRequest('The folder is not in this project', 'folder');
  }
  const organization = await context.db
    .selectFrom('organizations')
    .select('require_session_passwords')
    .where('id', '=', project.organization_id)
    .executeTakeFirstOrThrow();
  if (organization.require_session_passwords && !body.sessionPassword)
    throw badRequest('Your organization requires a session password', 'sessionPassword');
  const storyId = randomUUID();
  const now = context.now();
  const room = {
    id: randomUUID(),
    room_key: newCode(18),
    story_id: storyId,
    project_id: project.id,
    folder_id: body.folder ?? null,
    created_by: actor.userId,
    questions: JSON.stringify(body.questions ?? []),
    created_at: now,
  };
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stories')
      .values({
        id: storyId,
        project_id: project.id,
        organization_id: project.organization_id,
        creator_id: actor.userId,
        title: body.title ?? '',
        type: 'local',
        record_date: now,
        session_password: sealSessionPassword(context, { table: 'stories', id: storyId }, body.sessionPassword ?? null),
      } as never)
      .execute();
    if (body.folder)
      await trx
        .insertInto('folder_stories')
        .values({ folder_id: body.folder, story_id: storyId } as never)
        .execute();
    await trx.insertInto('rooms').values(room).execute();
  });
  return roomView(context, {
    ...room,
    layout: 'grid',
    vonage_session_id: null,
    vonage_archive_id: null,
    dial_in_code: null,
  });
}

/** `GET /room/stories/{id}`: the room of a story, for members who see the story. */
export async function storyRoom(context: AppContext, actor: Actor, storyId: string): Promise<Room> {
  await requireStory(context, actor, storyId, 'see');
  const room = await context.db.selectFrom('rooms').selectAll().where('story_id', '=', storyId).executeTakeFirst();
  if (!room) throw notFound('Room');
  return roomView(context, room);
}

/** `GET /rooms/{roomKey}`: what the join link shows before joining. */
export async function roomInfo(context: AppContext, roomKey: string): Promise<RoomInfo> {
  const room = await requireRoom(context, roomKey);
  const story = await context.db
    .selectFrom('stories')
    .select(['title', 'session_password'])
    .where('id', '=', room.story_id)
    .executeTakeFirstOrThrow();
  const host = room.created_by
    ? await context.db.selectFrom('users').select('full_name').where('id', '=', room.created_by).executeTakeFirst()
    : undefined;
  return { roomKey, title: story.title, hostName: host?.full_name ?? '', passwordRequired: !!story.session_password };
}

/** Whether the actor reaches the story as a workspace member (then they join with their own session). */
async function memberOf(context: AppContext, actor: Actor | undefined, storyId: string): Promise<boolean> {
  if (!actor || !isWorkspaceMember(actor)) return false;
  return requireStory(context, actor, storyId, 'see').then(
    () => true,
    () => false,
  );
}

/**
 * `POST /rooms/{roomKey}/join`: the pre-join form. Only the story creator hosts; everyone else is a guest. A session
 * password on the story must be given by everyone but its creator. Outsiders get a token valid for this room only.
 */
export async function joinRoom(
  context: AppContext,
  actor: Actor | undefined,
  roomKey: string,
  body: RoomJoinRequest,
): Promise<RoomJoinResponse> {
  const room = await requireRoom(context, roomKey);
  const story = await context.db
    .selectFrom('stories')
    .select(['title', 'session_password', 'creator_id'])
    .where('id', '=', room.story_id)
    .executeTakeFirstOrThrow();
  const member = await memberOf(context, actor, room.story_id);
  const isCreator = member && actor?.userId === story.creator_id;
  if (
    story.session_password &&
    !isCreator &&
    !sessionPasswordMatches(context, { table: 'stories', id: room.story_id }, story.session_password, body.sessionPassword)
  )
    throw new HttpError(
      body.sessionPassword ? 403 : 401,
      body.sessionPassword ? 'AUTH_FAILED' : 'AUTH_NEEDED',
      'The session password is not right',
      'sessionPassword',
    );
  const token = member ? null : newToken();
  const participant = {
    id: randomUUID(),
    room_id: room.id,
    user_id: member && actor ? actor.userId : null,
    name: body.name,
    email: body.email || null,
    role: isCreator ? ('host' as const) : ('guest' as const),
    token_hash: token ? hashToken(token) : null,
    expires_at: token ? new Date(context.now().getTime() + GUEST_TOKEN_SECONDS * 1000) : null,
    created_at: context.now(),
  };
  await context.db.insertInto('room_participants').values(participant).execute();
  const recording = await recordingState(context, room.story_id);
  return {
    participantId: participant.id,
    role: participant.role,
    name: participant.name,
    token,
    storyId: room.story_id,
    title: story.title,
    questions: readJsonColumn(StringListColumnSchema, room.questions, 'rooms.questions'),
    isRecording: recording.isRecording,
    numberOfRecordings: recording.numberOfRecordings,
    layout: room.layout,
    // Devices cannot read the server's clock otherwise: they align their own recordings with it from this.
    serverTime: context.now().toISOString(),
  };
}

/** A room the actor hosts: its story's creator, or someone who manages the story. */
async function requireHostedRoom(context: AppContext, actor: Actor, roomKey: string): Promise<RoomRow> {
  const room = await requireRoom(context, roomKey);
  const story = await requireStory(context, actor, room.story_id, 'see');
  if (story.creator_id !== actor.userId) await requireStory(context, actor, room.story_id, 'manage');
  return room;
}

/** `PUT /rooms/{roomKey}/questions`: the questions to ask, shown in the call. */
export async function setQuestions(context: AppContext, bus: RoomBus, actor: Actor, roomKey: string, questions: string[]): Promise<Room> {
  const room = await requireHostedRoom(context, actor, roomKey);
  await context.db
    .updateTable('rooms')
    .set({ questions: JSON.stringify(questions) })
    .where('id', '=', room.id)
    .execute();
  await announce(context, bus, room, { type: 'questions', questions });
  return roomView(context, { ...room, questions });
}

/** `POST /rooms/{roomKey}/recording`: starts or stops a recording of the story and tells every participant. */
export async function setRecording(
  context: AppContext,
  bus: RoomBus,
  actor: Actor,
  roomKey: string,
  action: 'start' | 'stop',
): Promise<RoomRecording> {
  const room = await requireHostedRoom(context, actor, roomKey);
  const db = context.db;
  const now = context.now();
  const open = await db
    .selectFrom('story_recordings')
    .select('id')
    .where('story_id', '=', room.story_id)
    .where('stopped_at', 'is', null)
    .execute();
  if ((action === 'start' && open.length === 0) || (action === 'stop' && open.length > 0))
    await archiveWithRecording(context, room, action);
  if (action === 'start' && open.length === 0)
    await db
      .insertInto('story_recordings')
      .values({ id: randomUUID(), story_id: room.story_id, started_at: now, started_by: actor.userId })
      .execute();
  if (action === 'stop' && open.length > 0) {
    await db
      .updateTable('story_recordings')
      .set({ stopped_at: now })
      .where('story_id', '=', room.story_id)
      .where('stopped_at', 'is', null)
      .execute();
    // The call has been recorded: whoever a campaign invited to it is recorded now.
    await markCampaignRecorded(db, room.story_id, now);
  }
  const recording = await recordingState(context, room.story_id);
  await announce(context, bus, room, { type: 'recording', recording });
  return recording;
}

/**
 * `POST /rooms/{roomKey}/layout`: the video recording layout, announced to every participant. Each change is kept on
 * the story's timeline with the server's time, so the mix shows the layout that was in force at each moment.
 */
export async function setLayout(
  context: AppContext,
  bus: RoomBus,
  actor: Actor,
  roomKey: string,
  layout: RecordingLayoutName,
): Promise<{ layout: string }> {
  const room = await requireHostedRoom(context, actor, roomKey);
  await context.db.transaction().execute(async (trx) => {
    await trx.updateTable('rooms').set({ layout }).where('id', '=', room.id).execute();
    await trx
      .insertInto('story_layout_changes')
      .values({ id: randomUUID(), story_id: room.story_id, layout, changed_at: context.now(), changed_by: actor.userId })
      .execute();
  });
  await announce(context, bus, room, { type: 'layout', layout });
  return { layout };
}
