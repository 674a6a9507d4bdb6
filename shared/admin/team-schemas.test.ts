import { ValidationError } from 'yup';
import { memberStatus } from './team-rules.ts';
import { teamInvitationYupSchema } from './team.yup.ts';
import { teamInvitationSchema, teamMemberPathSchema } from './team.zod.ts';

const valid = { name: 'Sara Khan', email: 'sara.khan@example.com', username: 'sara.khan' };

/** Ours (the spec has no Team view), copied: the messages a staff member reads under the invite form's fields. */
const MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid e-mail address',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Use 3 to 64 lower-case letters, digits, dots, hyphens or underscores, starting with a letter or digit',
};

// Each case changes one field of a valid invitation; both schemas must accept or refuse it with the same first message.
const cases: [string, Record<string, unknown>, Record<string, string>][] = [
  ['a complete invitation', {}, {}],
  ['no name', { name: undefined }, { name: MESSAGES.nameRequired }],
  ['a name of spaces', { name: '   ' }, { name: MESSAGES.nameRequired }],
  ['a 100-character name', { name: 'x'.repeat(100) }, {}],
  ['a 101-character name', { name: 'x'.repeat(101) }, { name: 'Use at most 100 characters' }],
  ['no e-mail', { email: '' }, { email: 'E-mail is required' }],
  ['an address without a domain', { email: 'sara@' }, { email: MESSAGES.emailInvalid }],
  ['an address with a display name', { email: '"Sara" <sara@example.com>' }, { email: MESSAGES.emailInvalid }],
  ['an address list', { email: 'a@example.com,b@example.com' }, { email: MESSAGES.emailInvalid }],
  ['no username', { username: '' }, { username: MESSAGES.usernameRequired }],
  ['a 2-character username', { username: 'sk' }, { username: MESSAGES.usernameInvalid }],
  ['a 3-character username', { username: 'ska' }, {}],
  ['a 64-character username', { username: 's'.repeat(64) }, {}],
  ['a 65-character username', { username: 's'.repeat(65) }, { username: MESSAGES.usernameInvalid }],
  ['an e-mail address as username', { username: 'sara@example.com' }, { username: MESSAGES.usernameInvalid }],
  ['an upper-case username', { username: 'Sara' }, { username: MESSAGES.usernameInvalid }],
  ['a username starting with a dot', { username: '.sara' }, { username: MESSAGES.usernameInvalid }],
  ['a username with a space', { username: 'sara khan' }, { username: MESSAGES.usernameInvalid }],
  ['a username with digits, dot, hyphen and underscore', { username: 'sara_k-2.ops' }, {}],
];

const firstPerField = (issues: { path: string; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const { path, message } of issues) fields[path] ??= message;
  return fields;
};

function zodVerdict(input: Record<string, unknown>) {
  const result = teamInvitationSchema.safeParse(input);
  return result.success ? {} : firstPerField(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

async function yupVerdict(input: Record<string, unknown>) {
  try {
    await teamInvitationYupSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    return firstPerField((error as ValidationError).inner.map((inner) => ({ path: inner.path ?? '', message: inner.message })));
  }
}

describe('the invite form (Yup) and POST /api/admin/team (Zod)', () => {
  it.each(cases)('accept or refuse %s alike, with the same message', async (_name, change, expected) => {
    // Prepare
    const input = { ...valid, ...change };

    // Act
    const [zod, yup] = [zodVerdict(input), await yupVerdict(input)];

    // Assess
    expect(zod).toEqual(expected);
    expect(yup).toEqual(expected);
  });
});

describe('the member a team route names', () => {
  it('accepts any pool username without spaces or slashes, up to the login form length', () => {
    expect(teamMemberPathSchema.safeParse({ username: 'Admin.Ops@x' }).success).toBe(true);
    expect(teamMemberPathSchema.safeParse({ username: 'x'.repeat(128) }).success).toBe(true);
    expect(teamMemberPathSchema.safeParse({ username: 'x'.repeat(129) }).success).toBe(false);
    expect(teamMemberPathSchema.safeParse({ username: 'a b' }).success).toBe(false);
    expect(teamMemberPathSchema.safeParse({ username: '' }).success).toBe(false);
  });
});

describe('an invitation shown as expired', () => {
  const sent = '2026-11-20T10:00:00.000Z';

  it("is still 'invited' just before the pool's 3 days, expired from the moment they end", () => {
    // 3 days is our figure (the user pool's TemporaryPasswordValidityDays), pinned here as a literal.
    expect(memberStatus(true, sent, new Date('2026-11-23T09:59:59.999Z'))).toBe('invited');
    expect(memberStatus(true, sent, new Date('2026-11-23T10:00:00.000Z'))).toBe('invitationExpired');
  });

  it('is never shown for a member who chose their own password', () => {
    expect(memberStatus(false, sent, new Date('2027-01-01T00:00:00.000Z'))).toBe('active');
  });
});
