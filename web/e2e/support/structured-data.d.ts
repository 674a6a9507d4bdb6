/** The parts of the structured-data checkers (plain ES modules, no types of their own) the SEO tests use. */
declare module '@marbec/web-auto-extractor' {
  export type Extracted = {
    /** JSON-LD nodes by @type. */
    jsonld: Record<string, unknown[]>;
    /** Meta tags by name or property, each with its values. */
    metatags: Record<string, string[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
  };
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';

  /** One finding: ERROR where Google would not show the rich result, WARNING for a missing optional field. */
  export type ValidationIssue = { severity: 'ERROR' | 'WARNING'; rootType: string; issueMessage: string; fieldNames?: string[] };
  /** Google's rich-result requirements per schema.org type (schema.org vocabulary checks only when given its JSON). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Extracted): Promise<ValidationIssue[]>;
  }
}
