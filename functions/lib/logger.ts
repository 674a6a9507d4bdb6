import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs with the request id; the level comes from POWERTOOLS_LOG_LEVEL. */
export const logger = new Logger({ serviceName: 'dubai-setup-api' });
