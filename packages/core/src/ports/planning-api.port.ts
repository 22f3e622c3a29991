import type {
  CampaignInviteResponse,
  CampaignPerson,
  CampaignPersonCreate,
  CampaignPersonEdit,
  CampaignResponse,
  PrepSession,
  PrepSessionCreate,
  PrepSessionEdit,
  PrepSessionListResponse,
  SessionRedirect,
} from '../model/api/planning.api.schema.js';

/** Planning interviews: a project's campaign (people to interview, invited by ticket) and its call plans (prep sessions). */
export const PlanningApi = Symbol('PlanningApi');
export interface PlanningApi {
  /** `GET /projects/{id}/campaign`, optionally only the people of one prep session. */
  campaign(projectId: string, prepsessionId?: string): Promise<CampaignResponse>;
  /** `POST /projects/{id}/campaign/people`. */
  addPerson(projectId: string, person: CampaignPersonCreate): Promise<CampaignPerson>;
  /** `PUT /campaign/people/{id}`. */
  editPerson(personId: string, edit: CampaignPersonEdit): Promise<CampaignPerson>;
  /** `DELETE /campaign/people/{id}`. */
  removePerson(personId: string): Promise<void>;
  /** `POST /campaign/people/{id}/invite`: a new single-use ticket link for the person. */
  invitePerson(personId: string, sendEmail: boolean): Promise<CampaignInviteResponse>;
  /** `GET /projects/{id}/prepsessions`. */
  prepSessions(projectId: string, page?: number): Promise<PrepSessionListResponse>;
  /** `GET /prepsessions/{id}`. */
  prepSession(id: string): Promise<PrepSession>;
  /** `POST /projects/{id}/prepsessions`. */
  createPrepSession(projectId: string, input: PrepSessionCreate): Promise<PrepSession>;
  /** `PUT /prepsessions/{id}`. */
  editPrepSession(id: string, edit: PrepSessionEdit): Promise<PrepSession>;
  /** `DELETE /prepsessions/{id}`. */
  removePrepSession(id: string): Promise<void>;
  /** `GET /prepsession/key/{key}`: where a session link leads. */
  resolveSession(key: string): Promise<SessionRedirect>;
}
