// fast-check generators of valid organization, account, visit and contact entities (see model-arbitraries.ts).
import fc from 'fast-check';
import type { AuthState, ContactForm, CurrentUser, Organization, OrganizationSettings, VisitRecord } from '../model/index.js';
import { RoleSchema, TranscriptionServiceSchema } from '../model/index.js';
import { arbCount, arbEmail, arbId, arbTitle, arbUrl, arbWord, entity, oneOf } from './model-arbitraries-base.js';

export const arbOrganizationSettings: fc.Arbitrary<OrganizationSettings> = entity<OrganizationSettings>(
  {
    transcription_service: oneOf(TranscriptionServiceSchema),
    filler_words: fc.boolean(),
    vocabulary: fc.array(arbWord, { maxLength: 5 }),
    auto_chaptering: fc.boolean(),
    summary_prompt: fc.string({ maxLength: 200 }),
    chaptering_prompt: fc.string({ maxLength: 200 }),
    release_required_to_share: fc.boolean(),
  },
  ['summary_prompt', 'chaptering_prompt', 'release_required_to_share'],
);

export const arbOrganization: fc.Arbitrary<Organization> = entity<Organization>(
  {
    _id: arbId,
    organizational_code: arbWord,
    organization_name: arbWord,
    logoUrl: fc.option(arbUrl),
    require_session_passwords: fc.boolean(),
    unsecure_prepsession_count: arbCount,
    settings: arbOrganizationSettings,
  },
  ['logoUrl', 'unsecure_prepsession_count', 'settings'],
);

const arbOrganizationInfo = entity({ organizational_code: arbWord, organization_name: arbWord });

export const arbCurrentUser: fc.Arbitrary<CurrentUser> = entity<CurrentUser>(
  {
    user_id: arbId,
    email: arbEmail,
    full_name: arbTitle,
    role: oneOf(RoleSchema),
    visitorId: arbId,
    organization_info: fc.option(arbOrganizationInfo),
  },
  ['visitorId', 'organization_info'],
);

export const arbAuthState: fc.Arbitrary<AuthState> = entity<AuthState>({
  token: fc.option(arbId),
  full_name: fc.option(arbTitle),
  user_id: fc.option(arbId),
  email: fc.option(arbEmail),
  role: fc.constantFrom(...RoleSchema.options, '' as const),
  organization_info: fc.option(arbOrganizationInfo),
  visitorId: fc.option(arbId),
  superToken: fc.option(arbId),
  authenticated: fc.boolean(),
  authenticationPending: fc.boolean(),
  is2FA: fc.boolean(),
  is2FASuccess: fc.boolean(),
  is2FACompleted: fc.boolean(),
  api_version: fc.option(fc.constantFrom('1', '2')),
  orgLevel2faEnabled: fc.boolean(),
  twofactorAuthenticationEnabled: fc.boolean(),
  forceTwofactorAuthentication: fc.boolean(),
});

export const arbVisitRecord: fc.Arbitrary<VisitRecord> = entity<VisitRecord>({
  visitor_id: arbId,
  fingerprint_id: fc.option(arbId),
  landing_page: fc.constantFrom('/', '/login', '/projects', '/myInterviews'),
  user_agent: fc.string({ maxLength: 120 }),
  user_platform: fc.option(fc.constantFrom('Linux', 'macOS', 'Windows', 'iOS', 'Android')),
  network_down: fc.option(fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10)),
  network_rtt: fc.option(fc.integer({ min: 0, max: 3000 })),
  network_effective_type: fc.option(fc.constantFrom('slow-2g', '2g', '3g', '4g')),
  ga_client_id: fc.option(arbId),
  ga_session_id: fc.option(arbId),
  gclid: fc.option(arbId),
});

export const arbContactForm: fc.Arbitrary<ContactForm> = entity<ContactForm>(
  { name: arbWord, email: arbEmail, organization: arbTitle, message: arbWord, location: fc.constantFrom('/', '/FAQ', '/about-us') },
  ['organization'],
);
