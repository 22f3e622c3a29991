import type {
  CampaignInviteResponse,
  CampaignPerson,
  CampaignPersonCreate,
  CampaignPersonEdit,
  CampaignResponse,
  CampaignStatus,
  PrepSession,
  PrepSessionCreate,
  PrepSessionEdit,
  PrepSessionListResponse,
  SessionRedirect,
} from '../model/api/planning.api.schema.js';
import { CampaignStatusSchema } from '../model/api/planning.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { PlanningApi } from '../ports/planning-api.port.js';

const AT = '2024-06-01T12:00:00.000Z';

/**
 * In-memory PlanningApi: people and call plans per project; `requirePasswords` refuses a plan without a password as
 * the server does for such an organization; `sessions` maps session keys to where they lead.
 */
export class FakePlanningApi implements PlanningApi {
  readonly people: CampaignPerson[] = [];
  readonly plans: PrepSession[] = [];
  readonly sessions = new Map<string, SessionRedirect>();
  readonly invites: { personId: string; sendEmail: boolean }[] = [];
  requirePasswords = false;
  private next = 1;

  async campaign(projectId: string, prepsessionId?: string): Promise<CampaignResponse> {
    const items = this.people.filter((p) => p.project_id === projectId && (!prepsessionId || p.prepsession_id === prepsessionId));
    const counts = Object.fromEntries(CampaignStatusSchema.options.map((s) => [s, 0])) as Record<CampaignStatus, number>;
    for (const p of items) counts[p.status] += 1;
    return { project_id: projectId, project_name: 'Project', counts, items: items.map((p) => ({ ...p })) };
  }
  async addPerson(projectId: string, input: CampaignPersonCreate): Promise<CampaignPerson> {
    const person: CampaignPerson = {
      _id: `person-${this.next++}`,
      project_id: projectId,
      prepsession_id: input.prepsession_id ?? null,
      name: input.name,
      email: input.email ?? '',
      status: input.status ?? 'to_invite',
      questions: input.questions ?? [],
      notes: input.notes ?? '',
      ticket_url: null,
      ticket_used: false,
      story_id: null,
      has_recording: false,
      updated_at: AT,
    };
    this.people.push(person);
    return { ...person };
  }
  async editPerson(personId: string, edit: CampaignPersonEdit): Promise<CampaignPerson> {
    const person = this.person(personId);
    Object.assign(person, {
      ...edit,
      ...(edit.prepsession_id !== undefined ? { prepsession_id: edit.prepsession_id } : {}),
    });
    return { ...person };
  }
  async removePerson(personId: string): Promise<void> {
    this.people.splice(this.people.indexOf(this.person(personId)), 1);
  }
  async invitePerson(personId: string, sendEmail: boolean): Promise<CampaignInviteResponse> {
    const person = this.person(personId);
    this.invites.push({ personId, sendEmail });
    const ticket = `ticket-${this.invites.length}`;
    person.ticket_url = `http://storykeep.test/ticket/${ticket}`;
    if (person.status === 'to_invite') person.status = 'invited';
    return { ticket, url: person.ticket_url, emailed: sendEmail && person.email !== '', person: { ...person } };
  }
  async prepSessions(projectId: string): Promise<PrepSessionListResponse> {
    const items = this.plans.filter((p) => p.project_id === projectId);
    return { total: items.length, items: items.map((p) => ({ ...p })) };
  }
  async prepSession(id: string): Promise<PrepSession> {
    return { ...this.plan(id) };
  }
  async createPrepSession(projectId: string, input: PrepSessionCreate): Promise<PrepSession> {
    if (this.requirePasswords && !input.password)
      throw apiFailure(400, 'BAD_REQUEST', 'Your organization requires a session password', 'password');
    const n = this.next++;
    const plan: PrepSession = {
      _id: `plan-${n}`,
      project_id: projectId,
      title: input.title,
      questions: input.questions ?? [],
      scheduled_at: input.scheduled_at ?? null,
      password_present: !!input.password,
      password: input.password || null,
      story_id: `story-${n}`,
      room_key: `room-key-${String(n).padStart(12, '0')}`,
      session_url: `http://storykeep.test/org/call/s/key-${n}/call`,
      created_at: AT,
    };
    this.plans.push(plan);
    return { ...plan };
  }
  async editPrepSession(id: string, edit: PrepSessionEdit): Promise<PrepSession> {
    const plan = this.plan(id);
    const password = edit.password === undefined ? plan.password : edit.password || null;
    if (this.requirePasswords && !password)
      throw apiFailure(400, 'BAD_REQUEST', 'Your organization requires a session password', 'password');
    Object.assign(plan, {
      ...(edit.title !== undefined ? { title: edit.title } : {}),
      ...(edit.questions !== undefined ? { questions: edit.questions } : {}),
      ...(edit.scheduled_at !== undefined ? { scheduled_at: edit.scheduled_at } : {}),
      password,
      password_present: !!password,
    });
    return { ...plan };
  }
  async removePrepSession(id: string): Promise<void> {
    this.plans.splice(this.plans.indexOf(this.plan(id)), 1);
  }
  async resolveSession(key: string): Promise<SessionRedirect> {
    const found = this.sessions.get(key);
    if (!found) throw apiFailure(404, 'NOT_FOUND', 'Session not found');
    return { ...found };
  }

  private person(id: string): CampaignPerson {
    const found = this.people.find((p) => p._id === id);
    if (!found) throw apiFailure(404, 'NOT_FOUND', 'Person not found');
    return found;
  }
  private plan(id: string): PrepSession {
    const found = this.plans.find((p) => p._id === id);
    if (!found) throw apiFailure(404, 'NOT_FOUND', 'Prep session not found');
    return found;
  }
}
