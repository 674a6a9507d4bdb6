/** The parts of structured-data-testing-tool (plain CommonJS, no types of its own) the SEO tests use. */
declare module 'structured-data-testing-tool' {
  export type SdttTest = { test: string; description?: string; group?: string; error?: { message: string } };
  export type SdttResult = {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
  };
  /** Rejects with an Error of type 'VALIDATION_FAILED' carrying the result in `res` when a test fails. */
  const sdtt: {
    structuredDataTest: (html: string, options: { presets?: unknown[]; schemas?: string[] }) => Promise<SdttResult>;
  };
  export default sdtt;
}

declare module 'structured-data-testing-tool/presets.js' {
  /** The built-in presets: Google (what Google reads), Twitter and Facebook (card and Open Graph tags). */
  const presets: { Google: unknown; Twitter: unknown; Facebook: unknown; SocialMedia: unknown };
  export default presets;
}
