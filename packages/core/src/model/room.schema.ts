import { z } from 'zod';
import { CountSchema, IdSchema, UrlStringSchema } from './primitives.schema.js';

/** Steps of the room-based call flow, in order. */
export const RoomCallStatusSchema = z.enum([
  'idle',
  'initiating_room_creation',
  'room_created',
  'got_room_data',
  'got_user_data',
  'attempting_room_join',
  'in_pre_join_modal',
  'in_device_check_modal',
  'successfully_in_room',
]);
export type RoomCallStatus = z.infer<typeof RoomCallStatusSchema>;

/** The room-based call flow's state; ids are null until the room is known. */
export const RoomStateSchema = z.object({
  callStatus: RoomCallStatusSchema,
  isCreator: z.boolean(),
  token: z.string().min(1).nullable(),
  roomUrl: UrlStringSchema.nullable(),
  projectId: IdSchema.nullable(),
  folderId: IdSchema.nullable(),
  storyId: IdSchema.nullable(),
  questions: z.array(z.string()),
  isRecording: z.boolean(),
  numberOfRecordings: CountSchema,
  sessionPassword: z.string().nullable(),
  name: z.string(),
  email: z.email().or(z.literal('')),
  termsAccepted: z.boolean(),
});
export type RoomState = z.infer<typeof RoomStateSchema>;
