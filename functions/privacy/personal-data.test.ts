import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PERSONAL_RECORD_TYPES } from '#shared/admin/privacy-contract.ts';
import { isSearchable, NOT_A_VISITOR, PERSONAL_DATA } from './personal-data.ts';

const dataFolder = resolve(import.meta.dirname, '../data');
const dataModules = readdirSync(dataFolder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** What a module that stores a person's details names: an address, a number, a name, a report's details, a sent body. */
const PERSONAL_FIELD = /\b(e-?mail\w*|email\w*|phone\w*|fullName|personalDetails|TaxReportRequestInput|recipient)\b/i;

describe('the registry of personal data', () => {
  // One case per data module that names personal fields: a new one missing from the registry fails here by its name.
  for (const file of dataModules.filter((name) => PERSONAL_FIELD.test(readFileSync(join(dataFolder, name), 'utf8')))) {
    it(`knows how to find a person's records of ${file}, or why it holds no visitor's data`, () => {
      const registered = PERSONAL_DATA.some((rule) => rule.module === file);

      expect({ file, registered: registered || file in NOT_A_VISITOR }).toEqual({ file, registered: true });
    });
  }

  it('registers every record type of the Privacy view once, each with a module that exists', () => {
    expect(PERSONAL_DATA.map((rule) => rule.type)).toEqual([...PERSONAL_RECORD_TYPES]);
    for (const rule of PERSONAL_DATA) expect(dataModules).toContain(rule.module);
  });

  it('has an erasure rule for every record type: how its items are erased, or that they expire on their own', () => {
    expect(Object.fromEntries(PERSONAL_DATA.map((rule) => [rule.type, rule.erasure]))).toEqual({
      lead: 'anonymise-lead',
      capture: 'anonymise-lead',
      leadNote: 'delete',
      leadContact: 'delete',
      leadSync: 'ask-providers',
      leadOutbox: 'delete',
      leadAudit: 'redact-audit',
      taxReportRequest: 'delete',
      taxReportQuota: 'delete',
      newsletterSubscription: 'delete',
      newsletterOutbox: 'delete',
      newsletterToken: 'delete',
      idempotencyRecord: 'expires',
      spamSubmission: 'delete',
      refusedRequest: 'expires',
      restrictionMarker: 'delete',
    });
  });

  it('says why a record type cannot be searched, and how every other one is found', () => {
    for (const rule of PERSONAL_DATA) {
      if (isSearchable(rule)) expect(rule.foundBy.length).toBeGreaterThan(0);
      else expect(rule.reason.length).toBeGreaterThan(20);
    }
    expect(PERSONAL_DATA.filter((rule) => !isSearchable(rule)).map((rule) => rule.type)).toEqual(['idempotencyRecord', 'refusedRequest']);
  });
});
