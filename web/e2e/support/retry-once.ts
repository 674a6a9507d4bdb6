import { jest } from '@jest/globals';

// A browser test on a loaded two-core machine can lose a race against the machine rather than the product. One
// retry, with the first failure printed in full, keeps such a flake visible in the log without failing the run;
// a test that fails twice still fails.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
